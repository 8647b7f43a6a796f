// GET /api/health/ready — readiness: 503 while draining, starting or without a database; Redis down is still ready
import { NextResponse } from 'next/server';
import { checkReadiness } from '@/lib/server/installation';

export const dynamic = 'force-dynamic';

export async function GET() {
  const readiness = await checkReadiness();
  const body = readiness.ready ? { status: 'ready' } : { status: 'unready', reason: readiness.reason };
  return NextResponse.json(body, {
    status: readiness.ready ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
