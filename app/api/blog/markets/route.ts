// GET /api/blog/markets — the market-language pairs the blog serves
import { publicJson } from '@/lib/server/http/public-cache';
import { marketLanguagePairs } from '@/lib/markets';

export function GET() {
  return publicJson(marketLanguagePairs());
}
