// DELETE /api/admin/subscribers/{id} — erase a subscriber (GDPR): only a suppression hash is kept (admins only)
import { NextResponse } from 'next/server';
import { NotFoundError } from '@/lib/server/errors';
import { ADMIN_ONLY, withAdmin } from '@/lib/server/guards/with-admin';
import { clientAddress } from '@/lib/server/http/request';
import { eraseSubscriber } from '@/lib/server/newsletter';
import { subscriberId } from '@/lib/validations/subscribers';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const DELETE = withAdmin<Context>(async (request, { params }, session) => {
  const id = subscriberId.safeParse((await params).id);
  if (!id.success) throw new NotFoundError('Subscriber not found');
  return NextResponse.json(await eraseSubscriber(session, id.data, clientAddress(request)));
}, ADMIN_ONLY);
