import 'server-only';
import { randomUUID } from 'node:crypto';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@/lib/constants/observability';
import { getLogger, runInRequest } from '@/lib/server/log';
import { observeRequest } from '@/lib/server/metrics';
import { loggablePath, routeGroup } from './request-path';
import { wrapServerRequests } from './server-events';

/** The proxy's request id when it is a plausible one, else a new one. */
function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && REQUEST_ID_PATTERN.test(value) ? value : randomUUID();
}

/**
 * Every request of every HTTP server of this process, before Next (docs/adr/0102): a request id (the
 * proxy's `X-Request-Id` or a new one) carried through AsyncLocalStorage so every line logged while
 * answering carries it, answered in `X-Request-Id`; and when the answer ends (or the connection drops),
 * one access line (method, path without query, status, milliseconds) and the request counted in the
 * metrics. Installed after the gates, so it sits outermost and their refusals are logged and counted too.
 * Returns the undo, for tests.
 */
export function installRequestLog(): () => void {
  const log = getLogger('http');
  return wrapServerRequests((req, res, deliver) => {
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    // Next and the handlers see the id the answer carries.
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = performance.now();
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const path = loggablePath(req.url ?? '/');
      observeRequest(routeGroup(path), res.statusCode, seconds);
      if (!log.isLevelEnabled('info')) return;
      log.info(
        {
          requestId,
          method: req.method,
          path,
          status: res.statusCode,
          ms: Math.round(seconds * 10_000) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
    });
    return runInRequest(requestId, deliver);
  });
}
