// GET /api/blog/categories — every blog category
import { apiRoute } from '@/lib/server/http/handler';
import { publicJson } from '@/lib/server/http/public-cache';
import { getPublicCategories } from '@/lib/server/articles';

// Read at request time (from the data cache): the build has no database.
export const dynamic = 'force-dynamic';

// spec.md's Category shape: the French and Dutch names (issue 25) serve the pages, not this API.
export const GET = apiRoute(async () =>
  publicJson({
    categories: (await getPublicCategories()).map(({ id, name, slug, description, color }) => ({
      id,
      name,
      slug,
      description,
      color,
    })),
  }),
);
