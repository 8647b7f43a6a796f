// GET, PUT /api/admin/account/notifications — the signed-in account's notification choices (issue 39, docs/adr/0112)
import { NextResponse } from 'next/server';
import type { AdminSession } from '@/lib/server/auth';
import { readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { getNotificationPreferences, saveNotificationPreferences } from '@/lib/server/notifications';
import { notificationPreferencesBody } from '@/lib/validations/notification-preferences';

export const dynamic = 'force-dynamic';

const accountOf = (session: AdminSession) => ({ id: session.user.id, role: session.role });

export const GET = withAdmin(async (_request, _context, session) =>
  NextResponse.json({ preferences: await getNotificationPreferences(accountOf(session)) }),
);

export const PUT = withAdmin(async (request, _context, session) => {
  const body = await readJsonBody(request, notificationPreferencesBody);
  return NextResponse.json({ preferences: await saveNotificationPreferences(accountOf(session), body) });
});
