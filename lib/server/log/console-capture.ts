import 'server-only';
import { format, stripVTControlCharacters } from 'node:util';
import { rootLogger, scrubSqlParams } from './logger.mjs';

const CONSOLE_LEVELS = { error: 'error', warn: 'warn', info: 'info', log: 'info', debug: 'debug' } as const;
type ConsoleMethod = keyof typeof CONSOLE_LEVELS;

// Not `instanceof Error` alone: errors from another realm (a worker, a vm context) are errors too.
function isError(value: unknown): value is Error {
  return (
    value instanceof Error ||
    (typeof value === 'object' &&
      value !== null &&
      typeof (value as { message?: unknown }).message === 'string' &&
      typeof (value as { stack?: unknown }).stack === 'string')
  );
}

/**
 * Next and React print with console (a render error, a failed query with its SQL and values as a
 * multi-line stack, "Ready in …"). In production every console call becomes one JSON line of the logger
 * instead: the first error argument under `err` (serialized without SQL parameters), the rest formatted
 * as the message, colours stripped. `next dev` keeps its console (its overlay and browser log relay hang
 * on it). Returns the undo, for tests.
 */
export function installConsoleCapture(): () => void {
  const logger = rootLogger().child({ component: 'console' });
  const saved = new Map<ConsoleMethod, (...args: unknown[]) => void>();
  for (const method of Object.keys(CONSOLE_LEVELS) as ConsoleMethod[]) {
    const level = CONSOLE_LEVELS[method];
    saved.set(method, console[method]);
    console[method] = (...args: unknown[]) => {
      if (!logger.isLevelEnabled(level)) return;
      const err = args.find(isError);
      const rest = err === undefined ? args : args.filter((arg) => arg !== err);
      const text = scrubSqlParams(stripVTControlCharacters(format(...rest))).trim();
      if (err === undefined) logger[level](text);
      else logger[level]({ err }, text || scrubSqlParams(err.message));
    };
  }
  return () => {
    for (const [method, original] of saved) console[method] = original;
  };
}
