// GET, DELETE /api/admin/account/sessions — the account's live sessions, or sign out everywhere else
import { NextResponse } from 'next/server';
import { clientAddress } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { endOtherSessions } from '@/lib/server/auth';
import { listAccountSessions } from '@/lib/server/users';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async (_request, _context, session) =>
  NextResponse.json(await listAccountSessions(session)),
);

export const DELETE = withAdmin(async (request, _context, session) =>
  NextResponse.json(await endOtherSessions(session, clientAddress(request))),
);
