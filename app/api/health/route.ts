// GET /api/health — liveness and database round-trip
import { NextResponse } from 'next/server';
import { checkDatabase } from '@/lib/server/services/health';
import packageJson from '@/package.json';

export const dynamic = 'force-dynamic';

export async function GET() {
  const database = await checkDatabase();
  const body = {
    status: database.ok ? 'ok' : 'degraded',
    database: { ok: database.ok, latencyMs: database.latencyMs },
    version: packageJson.version,
  };
  return NextResponse.json(body, {
    status: database.ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
