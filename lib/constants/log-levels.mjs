// @ts-check
// Plain JavaScript: the logger (lib/server/log/logger.mjs) is also loaded by the cache handler outside
// Next's bundle and imports it from here.

/** @typedef {'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'} LogLevel */

/** The values LOG_LEVEL takes (pino's levels), most severe first; `silent` logs nothing. */
/** @type {readonly LogLevel[]} */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** LOG_LEVEL unset: the access line of every request and everything above it. */
/** @type {LogLevel} */
export const DEFAULT_LOG_LEVEL = 'info';
