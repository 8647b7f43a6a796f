// GET, PUT /api/admin/maintenance — maintenance mode now (admins only; issue 37, docs/adr/0109)
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { getMaintenance, setMaintenanceMode } from '@/lib/server/maintenance';
import { maintenanceModeBody } from '@/lib/validations/maintenance';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => NextResponse.json(await getMaintenance()), ADMIN_ONLY);

export const PUT = withAdmin(async (request, _context, session) => {
  const body = await readJsonBody(request, maintenanceModeBody);
  return NextResponse.json(await setMaintenanceMode(session, body, clientAddress(request)));
}, ADMIN_ONLY);
