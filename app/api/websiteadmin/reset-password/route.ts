// POST /api/websiteadmin/reset-password — set a new password with a reset link's token
import { NextResponse } from 'next/server';
import { resetPasswordBody } from '@/lib/validations/auth';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { privateApiRoute } from '@/lib/server/http/handler';
import { resetPassword } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

export const POST = privateApiRoute(async (request) => {
  const body = await readJsonBody(request, resetPasswordBody);
  const result = await resetPassword({ ...body, ipAddress: clientAddress(request) });
  return NextResponse.json({ success: true, message: result.message });
});
