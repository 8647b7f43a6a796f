// GET /api/blog/categories — every blog category
import { apiRoute } from '@/lib/server/http/handler';
import { publicJson } from '@/lib/server/http/public-cache';
import { getDb } from '@/lib/server/db/client';
import { getPublicCategories } from '@/lib/server/services/public-blog';

// Read at request time (from the data cache): the build has no database.
export const dynamic = 'force-dynamic';

export const GET = apiRoute(async () => publicJson({ categories: await getPublicCategories(await getDb()) }));
