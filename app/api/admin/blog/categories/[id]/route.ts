// PUT, DELETE /api/admin/blog/categories/{id} — update or delete one category
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { conflictOnUniqueIndex } from '@/lib/server/http/responses';
import { withAdmin } from '@/lib/server/http/with-admin';
import { CATEGORY_MESSAGES, deleteCategory, updateCategory } from '@/lib/server/services/categories';
import { categoryIdParams, categorySavePayload } from '@/lib/validations/category';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const PUT = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = categoryIdParams.parse(await params);
  const payload = await readJsonBody(request, categorySavePayload);
  const category = await updateCategory(await getDb(), id, payload, {
    session,
    ipAddress: clientAddress(request),
  }).catch(conflictOnUniqueIndex('blog_categories_slug_idx', CATEGORY_MESSAGES.duplicateSlug));
  return NextResponse.json({ message: CATEGORY_MESSAGES.updated, category });
});

export const DELETE = withAdmin<Context>(async (request, { params }, session) => {
  const { id } = categoryIdParams.parse(await params);
  await deleteCategory(await getDb(), id, { session, ipAddress: clientAddress(request) });
  return NextResponse.json({ message: CATEGORY_MESSAGES.deleted });
});
