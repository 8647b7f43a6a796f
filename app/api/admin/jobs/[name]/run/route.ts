// POST /api/admin/jobs/{name}/run — run a job now, due or not; answers when it has finished (admins only; ADR 0107)
import { NextResponse } from 'next/server';
import { clientAddress } from '@/lib/server/http/request';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { runJobNow } from '@/lib/server/jobs';
import { jobNameParams } from '@/lib/validations/jobs';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ name: string }> };

export const POST = withAdmin<Context>(async (request, { params }, session) => {
  const { name } = jobNameParams.parse(await params);
  const run = await runJobNow(name, { session, ipAddress: clientAddress(request) });
  return NextResponse.json({ run });
}, ADMIN_ONLY);
