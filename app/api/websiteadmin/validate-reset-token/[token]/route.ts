// GET /api/websiteadmin/validate-reset-token/{token} — whose password a reset link would change
import { NextResponse } from 'next/server';
import { resetTokenParams } from '@/lib/validations/auth';
import { clientAddress } from '@/lib/server/http/request';
import { privateApiRoute } from '@/lib/server/http/handler';
import { validateResetToken } from '@/lib/server/auth';

export const dynamic = 'force-dynamic';

export const GET = privateApiRoute<{ params: Promise<{ token: string }> }>(async (request, { params }) => {
  const { token } = resetTokenParams.parse(await params);
  const { email } = await validateResetToken({ token, ipAddress: clientAddress(request) });
  return NextResponse.json(
    { success: true, message: `Resetting password for ${email}`, email },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
