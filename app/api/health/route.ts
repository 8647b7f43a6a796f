// GET /api/health — liveness and database round-trip
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { checkDatabase, type DatabaseHealth } from '@/lib/server/services/health';
import packageJson from '@/package.json';

export const dynamic = 'force-dynamic';

export async function GET() {
  // A database that cannot even be opened is as down as one that does not answer.
  const database: DatabaseHealth = await getDb().then(checkDatabase, () => ({ ok: false, latencyMs: 0 }));
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
