import 'server-only';
import type { Logger } from 'pino';
import { requestContext, rootLogger } from './logger.mjs';

export { installConsoleCapture } from './console-capture';

/**
 * The logger of one part of the app (`component` on every line it writes): JSON lines with time, level,
 * message and, inside a request, its id (docs/adr/0102). An error goes under `err`:
 * `log.error({ err }, 'what failed')`.
 */
export function getLogger(component: string): Logger {
  return rootLogger().child({ component });
}

/** Runs `work` as the answer to the request `requestId`: every line logged meanwhile carries the id. */
export function runInRequest<T>(requestId: string, work: () => T): T {
  return requestContext().run({ requestId }, work);
}
