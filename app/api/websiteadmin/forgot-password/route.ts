// POST /api/websiteadmin/forgot-password — mail a reset link (same answer whether or not the email is an admin's)
import { NextResponse } from 'next/server';
import { forgotPasswordBody } from '@/lib/validations/auth';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { privateApiRoute } from '@/lib/server/http/handler';
import { requestPasswordReset } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

export const POST = privateApiRoute(async (request) => {
  const { email } = await readJsonBody(request, forgotPasswordBody);
  const result = await requestPasswordReset({ email, ipAddress: clientAddress(request) });
  return NextResponse.json({ success: true, message: result.message });
});
