/**
 * Start-up: validate the environment and prepare the database before the first request, so a bad
 * variable or a failed migration stops the server instead of half-starting it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // Next's and React's own console output (render errors, failed queries) as JSON lines too (docs/adr/0102).
  if (process.env.NODE_ENV === 'production') {
    const { installConsoleCapture } = await import('@/lib/server/log');
    installConsoleCapture();
  }
  // HSTS, trailing slashes and maintenance's 503 before Next, on every request at the cost of a few
  // string checks (docs/adr/0116); innermost of the gates, so a refused method or body never reaches it.
  {
    const { installPublicGate } = await import('@/lib/server/http/public-gate');
    const { maintenanceGate } = await import('@/lib/server/maintenance');
    const { getConfig } = await import('@/lib/config');
    // A bad configuration is startServer's to report (it names the variable and stops the process).
    const siteUrl = (() => {
      try {
        return getConfig().siteUrl;
      } catch {
        return null;
      }
    })();
    if (siteUrl !== null) {
      installPublicGate(siteUrl, (request) => maintenanceGate(request, siteUrl.startsWith('https:')));
    }
  }
  // Not under `next dev`: its own endpoints (/__nextjs_*) take POST.
  if (process.env.NODE_ENV === 'production') {
    const { installMethodGate } = await import('@/lib/server/http/method-gate');
    installMethodGate();
    // One Location on every redirect, also on an ISR page's first render (docs/adr/0040).
    const { installSingleValueHeaders } = await import('@/lib/server/http/single-value-headers');
    installSingleValueHeaders();
    // A body over its route's limit is refused before Next reads it: 413 at once on Content-Length,
    // cut at the limit when chunked (docs/adr/0098).
    const { installBodyGate } = await import('@/lib/server/http/body-gate');
    installBodyGate();
    // A page that fails on an unreachable database answers 503 and a page of ours, not Next's 500 (ADR 0099).
    const { installOutagePage } = await import('@/lib/server/http/outage-page');
    const { checkDatabaseHealth, databaseTakesConnections } = await import('@/lib/server/system');
    installOutagePage(async () => (await checkDatabaseHealth()).ok);
    // A page a write expired just before an outage is served from its last good copy (ADR 0104).
    const { registerDatabaseProbe } = await import('@/lib/server/cache/outage-copies.mjs');
    registerDatabaseProbe(databaseTakesConnections);
  }
  // Header, request and keep-alive timeouts on the server Next created (docs/adr/0098).
  const { installServerTimeouts } = await import('@/lib/server/http/server-timeouts');
  installServerTimeouts();
  if (process.env.NODE_ENV === 'production') {
    // SIGTERM: Next's server.close() drains the connections instead of resetting the idle ones
    // (docs/adr/0100). Installed after the other gates, so it sees every request, also those they answer.
    const { installConnectionDrain } = await import('@/lib/server/http/drain');
    installConnectionDrain();
  }
  // Request id, access line and request metrics; after the gates, so it sees their refusals too.
  const { installRequestLog } = await import('@/lib/server/http/request-log');
  installRequestLog();
  const { installGracefulShutdown, startServer } = await import('@/lib/server/installation');
  await startServer();
  // SIGTERM: finish requests in flight (bounded), then close the pool and Redis (issue 20).
  if (process.env.NODE_ENV === 'production') installGracefulShutdown();
  // Periodic work as named jobs, run from this process unless JOBS_RUNNER=off (serverless: a cron
  // request runs them); once across every instance whatever their number (docs/adr/0107).
  const { getConfig } = await import('@/lib/config');
  const config = getConfig();
  if (config.jobsRunner) {
    const { startJobRunner } = await import('@/lib/server/jobs');
    startJobRunner(config.jobsTickMs);
  }
  // A proxy chain shorter than TRUSTED_PROXY_HOPS lets clients forge their address: say so once (ADR 0034).
  const { installProxyCheck } = await import('@/lib/server/http/proxy-check');
  installProxyCheck(config.trustedProxyHops);
}

/** Every error Next catches while answering a request: a database outage is noted for the 503 page. */
export async function onRequestError(err: unknown): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordRequestError } = await import('@/lib/server/http/outage-page');
  recordRequestError(err);
}
