// POST /api/admin/settings/integrations/{name}/test — uses one integration for real (admins only; issue 37)
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { INTEGRATION_NAMES } from '@/lib/constants/settings';
import { NotFoundError } from '@/lib/server/errors';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { testIntegration } from '@/lib/server/settings';

export const dynamic = 'force-dynamic';

const integrationName = z.enum(INTEGRATION_NAMES);

type Context = { params: Promise<{ name: string }> };

export const POST = withAdmin<Context>(async (_request, { params }, session) => {
  const parsed = integrationName.safeParse((await params).name);
  if (!parsed.success) throw new NotFoundError('No such integration');
  return NextResponse.json(await testIntegration(parsed.data, session));
}, ADMIN_ONLY);
