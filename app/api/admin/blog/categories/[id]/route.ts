// PUT, DELETE /api/admin/blog/categories/{id} — update or delete one category
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { CATEGORY_MESSAGES, deleteCategory, updateCategory } from '@/lib/server/categories';
import { categoryIdParams, categorySavePayload } from '@/lib/validations/category';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const PUT = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = categoryIdParams.parse(await params);
  const payload = await readJsonBody(request, categorySavePayload);
  const category = await updateCategory(id, payload, {
    session,
    ipAddress: clientAddress(request),
  });
  return NextResponse.json({ message: CATEGORY_MESSAGES.updated, category });
});

export const DELETE = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = categoryIdParams.parse(await params);
  await deleteCategory(id, { session, ipAddress: clientAddress(request) });
  return NextResponse.json({ message: CATEGORY_MESSAGES.deleted });
});
