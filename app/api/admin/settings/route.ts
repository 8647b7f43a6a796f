// GET, PATCH /api/admin/settings — System Settings (admins only; issue 37, docs/adr/0106)
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { getSettings, updateSettings } from '@/lib/server/settings';
import { siteSettingsPatch } from '@/lib/validations/settings';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => NextResponse.json(await getSettings()), ADMIN_ONLY);

export const PATCH = withAdmin(async (request, _context, session) => {
  const patch = await readJsonBody(request, siteSettingsPatch);
  return NextResponse.json(await updateSettings(session, patch, clientAddress(request)));
}, ADMIN_ONLY);
