// GET /api/metrics — Prometheus text format, only with `Authorization: Bearer $METRICS_TOKEN` (docs/adr/0102)
import { getConfig } from '@/lib/config';
import { bearerMatches } from '@/lib/server/http/bearer';
import { scrapeMetrics } from '@/lib/server/installation';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function GET(request: Request) {
  const token = getConfig().metricsToken;
  // Unset: as if there were no such route.
  if (!token) return Response.json({ error: 'Not found' }, { status: 404, headers: NO_STORE });
  if (!bearerMatches(request.headers.get('authorization'), token)) {
    return Response.json(
      { error: 'Unauthorized' },
      { status: 401, headers: { ...NO_STORE, 'WWW-Authenticate': 'Bearer realm="metrics"' } },
    );
  }
  const { body, contentType } = await scrapeMetrics();
  return new Response(body, { headers: { ...NO_STORE, 'Content-Type': contentType } });
}
