// @ts-check
import { readFileSync } from 'node:fs';

/**
 * The calling thread's kernel id on Linux (the first field of /proc/thread-self/stat), or null elsewhere.
 * A worker sends it to its pool, which can then read how much CPU the worker itself used
 * (lib/server/tasks/thread-cpu.ts), so a busy machine is not charged to the body being cleaned.
 */
export function currentThreadId() {
  try {
    const tid = Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ', 1)[0]);
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}
