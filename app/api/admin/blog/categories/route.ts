// GET /api/admin/blog/categories — every category; POST — create one
import { NextResponse } from 'next/server';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { withAdmin } from '@/lib/server/guards/with-admin';
import { CATEGORY_MESSAGES, createCategory, getCategories } from '@/lib/server/categories';
import { categorySavePayload } from '@/lib/validations/category';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () => NextResponse.json({ categories: await getCategories() }));

export const POST = withAdmin(async (request, _context, session) => {
  const payload = await readJsonBody(request, categorySavePayload);
  const category = await createCategory(payload, {
    session,
    ipAddress: clientAddress(request),
  });
  return NextResponse.json({ message: CATEGORY_MESSAGES.created, category }, { status: 201 });
});
