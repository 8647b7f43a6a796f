// GET /blog/belgium-fr/rss.xml — RSS 2.0 feed of the be-fr market
import { feedResponse } from '@/app/_blog/feed-route';

// Read at request time from the data cache (tagged, revalidated on every admin write): the build has no database.
export const dynamic = 'force-dynamic';

export function GET() {
  return feedResponse('be-fr');
}
