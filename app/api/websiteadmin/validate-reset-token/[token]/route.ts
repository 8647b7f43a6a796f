// GET /api/websiteadmin/validate-reset-token/{token} — whose password a reset link would change
import { NextResponse } from 'next/server';
import { resetTokenParams } from '@/lib/validations/auth';
import { privateApiRoute } from '@/lib/server/http/handler';
import { getDb } from '@/lib/server/db/client';
import { validateResetToken } from '@/lib/server/services/password-reset';

export const dynamic = 'force-dynamic';

export const GET = privateApiRoute<{ params: Promise<{ token: string }> }>(async (_request, { params }) => {
  const { token } = resetTokenParams.parse(await params);
  const { email } = await validateResetToken(await getDb(), token);
  return NextResponse.json(
    { success: true, message: `Resetting password for ${email}`, email },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
