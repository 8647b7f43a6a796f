/**
 * Start-up: validate the environment and prepare the database before the first request, so a bad
 * variable or a failed migration stops the server instead of half-starting it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./lib/server/startup');
  await startServer();
}
