// DELETE /api/admin/maintenance/windows/{id} — cancels a window that has not ended (admins only; issue 37)
import { NextResponse } from 'next/server';
import { clientAddress } from '@/lib/server/http/request';
import { NotFoundError } from '@/lib/server/errors';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { cancelMaintenanceWindow } from '@/lib/server/maintenance';
import { maintenanceWindowId } from '@/lib/validations/maintenance';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const DELETE = withAdmin<Context>(async (request, { params }, session) => {
  const id = maintenanceWindowId.safeParse((await params).id);
  if (!id.success) throw new NotFoundError('Maintenance window not found');
  return NextResponse.json(await cancelMaintenanceWindow(session, id.data, clientAddress(request)));
}, ADMIN_ONLY);
