// GET /api/health — the detailed report: ok, degraded (Redis or storage down: 200) or down (503)
import { NextResponse } from 'next/server';
import { checkServiceHealth } from '@/lib/server/installation';

export const dynamic = 'force-dynamic';

export async function GET() {
  const health = await checkServiceHealth();
  return NextResponse.json(health, {
    status: health.status === 'down' ? 503 : 200,
    headers: { 'Cache-Control': 'no-store' },
  });
}
