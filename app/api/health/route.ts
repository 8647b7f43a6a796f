// GET /api/health — liveness and every dependency (database, Redis, storage); 503 names what is down
import { NextResponse } from 'next/server';
import { checkServiceHealth } from '@/lib/server/installation';

export const dynamic = 'force-dynamic';

export async function GET() {
  const health = await checkServiceHealth();
  return NextResponse.json(health, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
