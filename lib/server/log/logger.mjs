// @ts-check
// The process's one logger. Plain ESM with no aliases and no 'server-only': the cache handler, which Next
// loads outside the bundle, logs through it too. The logger and the request context live on globalThis
// under a registered symbol, since the bundle, the instrumentation bundle and the cache handler are
// separate module graphs in one process (docs/adr/0102).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import pino from 'pino';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS } from '../../constants/log-levels.mjs';

/** @typedef {{ requestId: string }} RequestContext */
/** @typedef {import('../../constants/log-levels.mjs').LogLevel} LogLevel */
const KEY = Symbol.for('ailex.log');
/** How deep an error's chain of causes is followed. */
const MAX_CAUSE_DEPTH = 3;

/**
 * A drizzle DrizzleQueryError's message is `Failed query: <sql>\nparams: <values>`, and Next prints it
 * as is. The values are user data (emails, password hashes, tokens): everything from `params:` to the
 * first stack frame (or the end) goes.
 */
const SQL_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;

/** @param {string} text */
export function scrubSqlParams(text) {
  return text.replace(SQL_PARAMS, '');
}

/**
 * An error as one JSON value: type, message, stack (one string: JSON keeps it on one line), code, Next's
 * digest and the chain of causes. Only these fields: an error's other own properties can hold what a
 * log must not (drizzle's `params`, a postgres error's `detail` with the row's values).
 * @param {unknown} err
 * @param {number} [depth]
 * @returns {Record<string, unknown>}
 */
function serializeError(err, depth = 0) {
  if (typeof err !== 'object' || err === null) return { message: scrubSqlParams(String(err)) };
  const e =
    /** @type {{ name?: unknown; message?: unknown; stack?: unknown; code?: unknown; digest?: unknown; cause?: unknown; query?: unknown; params?: unknown }} */ (
      err
    );
  let message = typeof e.message === 'string' ? e.message : String(err);
  let stack = typeof e.stack === 'string' ? e.stack : undefined;
  const clean = typeof e.query === 'string' ? `Failed query: ${e.query}` : undefined;
  if (clean && message.startsWith(`${clean}\nparams: `)) {
    // Drizzle's own: cut exactly (a value may hold newlines); the pattern below catches any other copy.
    if (stack) stack = stack.replace(message, clean);
    message = clean;
  }
  // DrizzleQueryError keeps Error's name; its class says what it is.
  const className = /** @type {{ constructor?: { name?: unknown } }} */ (err).constructor?.name;
  const name = typeof e.name === 'string' ? e.name : 'Error';
  /** @type {Record<string, unknown>} */
  const out = {
    type: name === 'Error' && typeof className === 'string' && className !== '' ? className : name,
    message: scrubSqlParams(message),
  };
  if (stack) out.stack = scrubSqlParams(stack);
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.digest === 'string') out.digest = e.digest;
  if (e.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/**
 * @param {string | undefined} value
 * @returns {LogLevel}
 */
function logLevelFrom(value) {
  const level = value?.trim();
  return LOG_LEVELS.find((l) => l === level) ?? DEFAULT_LOG_LEVEL;
}

/**
 * `next dev` prints through pino-pretty (a dev dependency, in this thread: no transport worker, which a
 * bundled server cannot find); anything else, JSON lines on stdout. A missing pino-pretty falls back to
 * JSON rather than failing the start.
 * @returns {import('pino').DestinationStream}
 */
function destination() {
  if (process.env.NODE_ENV === 'development') {
    try {
      const pretty = createRequire(import.meta.url)('pino-pretty');
      return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
    } catch {
      // JSON then.
    }
  }
  // Not pino.destination(1): through process.stdout, so a test can read what was logged.
  return { write: (line) => void process.stdout.write(line) };
}

/** @returns {{ logger: import('pino').Logger; context: AsyncLocalStorage<RequestContext> }} */
function state() {
  /** @type {Record<symbol, { logger: import('pino').Logger; context: AsyncLocalStorage<RequestContext> } | undefined>} */
  const store = /** @type {never} */ (globalThis);
  let current = store[KEY];
  if (!current) {
    /** @type {AsyncLocalStorage<RequestContext>} */
    const context = new AsyncLocalStorage();
    const logger = pino(
      {
        level: logLevelFrom(process.env.LOG_LEVEL),
        base: { pid: process.pid },
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
        serializers: { err: serializeError },
        // Every line written while a request is being answered carries its id.
        mixin: () => {
          const request = context.getStore();
          return request ? { requestId: request.requestId } : {};
        },
      },
      destination(),
    );
    current = { logger, context };
    store[KEY] = current;
  }
  return current;
}

/** The process's logger. */
export function rootLogger() {
  return state().logger;
}

/** The request context (its id), carried through every await of the request. */
export function requestContext() {
  return state().context;
}
