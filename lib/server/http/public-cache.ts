import 'server-only';
import { NextResponse } from 'next/server';
import { PUBLIC_CACHE_CONTROL } from '@/lib/blog/cache-tags';

/** JSON for public, cacheable answers: a CDN may keep it briefly and serve it stale while it refreshes. */
export function publicJson(body: unknown, init: { status?: number } = {}): NextResponse {
  return NextResponse.json(body, {
    status: init.status ?? 200,
    headers: { 'Cache-Control': PUBLIC_CACHE_CONTROL },
  });
}
