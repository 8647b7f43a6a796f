// POST /api/event — a pageview or a Core Web Vital from the public pages' beacon (docs/adr/0113)
import { EVENT_BODY_MAX_BYTES } from '@/lib/constants/analytics';
import { recordAnalyticsEvent } from '@/lib/server/analytics';
import { apiRoute } from '@/lib/server/http/handler';
import { readBeaconJsonBody, requestClient } from '@/lib/server/http/request';
import { assertSameOriginRequest } from '@/lib/server/http/same-origin';
import { analyticsEventBody } from '@/lib/validations/analytics';

export const POST = apiRoute(async (request) => {
  // Our own pages only: another site's page could otherwise make its visitors count views here.
  assertSameOriginRequest(request);
  const body = await readBeaconJsonBody(request, analyticsEventBody, EVENT_BODY_MAX_BYTES);
  const headers = request.headers;
  // 204 whether it was counted or not (opt-out, bot, limit): the beacon reads no answer, and a
  // script learns nothing about where the limits lie (docs/adr/0113).
  await recordAnalyticsEvent(body, {
    ...requestClient(request),
    optedOut: headers.get('dnt') === '1' || headers.get('sec-gpc') === '1',
    mobileHint: headers.get('sec-ch-ua-mobile') === '?1',
  });
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
