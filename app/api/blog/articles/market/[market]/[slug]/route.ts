// GET /api/blog/articles/market/{market}/{slug}?language= — one public article, or 404
import { ApiError } from '@/lib/server/http/api-error';
import { apiRoute } from '@/lib/server/http/handler';
import { parseSearchParams } from '@/lib/server/http/request';
import { publicJson } from '@/lib/server/http/public-cache';
import { getMarket } from '@/lib/markets';
import { lookupArticle } from '@/lib/server/articles';
import { publicArticleParams, publicArticleQuery } from '@/lib/validations/article';

type Context = { params: Promise<{ market: string; slug: string }> };

export const GET = apiRoute<Context>(async (request, { params }) => {
  const { market, slug } = publicArticleParams.parse(await params);
  const { language } = parseSearchParams(request, publicArticleQuery);
  const found = await lookupArticle(market, language ?? getMarket(market).language, slug);
  if (found.kind !== 'found') throw new ApiError(404, 'Article not found');
  return publicJson(found.data.article);
});
