// GET /api/blog/articles/market/{market}?language=&limit=20 — the market's public articles (in its own language unless asked), newest first
import { apiRoute } from '@/lib/server/http/handler';
import { parseSearchParams } from '@/lib/server/http/request';
import { publicJson } from '@/lib/server/http/public-cache';
import { getMarket } from '@/lib/markets';
import { getMarketArticles } from '@/lib/server/articles';
import { publicArticlesQuery, publicMarketParams } from '@/lib/validations/article';

type Context = { params: Promise<{ market: string }> };

export const GET = apiRoute<Context>(async (request, { params }) => {
  const { market } = publicMarketParams.parse(await params);
  const { language, limit } = parseSearchParams(request, publicArticlesQuery);
  return publicJson({
    articles: await getMarketArticles(market, language ?? getMarket(market).language, limit),
  });
});
