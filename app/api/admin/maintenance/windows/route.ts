// GET, POST /api/admin/maintenance/windows — scheduled maintenance windows (admins only; issue 37)
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { getMaintenance, scheduleMaintenanceWindow } from '@/lib/server/maintenance';
import { maintenanceWindowBody } from '@/lib/validations/maintenance';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(
  async () => NextResponse.json({ windows: (await getMaintenance()).windows }),
  ADMIN_ONLY,
);

export const POST = withAdmin(async (request, _context, session) => {
  const body = await readJsonBody(request, maintenanceWindowBody);
  const { view, id } = await scheduleMaintenanceWindow(session, body, clientAddress(request));
  return NextResponse.json(
    { window: view.windows.find((w) => w.id === id), windows: view.windows },
    { status: 201 },
  );
}, ADMIN_ONLY);
