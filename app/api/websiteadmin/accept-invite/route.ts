// POST /api/websiteadmin/accept-invite — choose a name and password with an invitation's token
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { privateApiRoute } from '@/lib/server/http/handler';
import { acceptInvite } from '@/lib/server/users';
import { acceptInviteBody } from '@/lib/validations/users';

export const dynamic = 'force-dynamic';

export const POST = privateApiRoute(async (request) => {
  const body = await readJsonBody(request, acceptInviteBody);
  const result = await acceptInvite({ ...body, ipAddress: clientAddress(request) });
  return NextResponse.json({ success: true, ...result });
});
