// GET /api/admin/blog/categories — every category; POST — create one
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { clientAddress, readJsonBody } from '@/lib/server/http/request';
import { conflictOnUniqueIndex } from '@/lib/server/http/responses';
import { withAdmin } from '@/lib/server/http/with-admin';
import { CATEGORY_MESSAGES, createCategory, getCategories } from '@/lib/server/services/categories';
import { categorySavePayload } from '@/lib/validations/category';

export const dynamic = 'force-dynamic';

export const GET = withAdmin(async () =>
  NextResponse.json({ categories: await getCategories(await getDb()) }),
);

export const POST = withAdmin(async (request, _context, session) => {
  const payload = await readJsonBody(request, categorySavePayload);
  // Two creates of one slug at once both pass the service's check; the unique index stops the second.
  const category = await createCategory(await getDb(), payload, {
    session,
    ipAddress: clientAddress(request),
  }).catch(conflictOnUniqueIndex('blog_categories_slug_idx', CATEGORY_MESSAGES.duplicateSlug));
  return NextResponse.json({ message: CATEGORY_MESSAGES.created, category }, { status: 201 });
});
