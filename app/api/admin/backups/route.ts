// GET, POST /api/admin/backups — list the stored backups; create one now (admins only; docs/adr/0108)
import { NextResponse } from 'next/server';
import { clientAddress } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { createBackup, listBackups } from '@/lib/server/backup';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => NextResponse.json(await listBackups()), ADMIN_ONLY);

export const POST = withAdmin(
  async (request, _context, session) =>
    NextResponse.json(await createBackup(session, clientAddress(request)), { status: 201 }),
  ADMIN_ONLY,
);
