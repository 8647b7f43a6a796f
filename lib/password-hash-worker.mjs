// @ts-check
// The password hasher's worker thread (docs/adr/0097). lib/server/tasks/password-hash-pool.ts starts it from
// this path at run time, outside Next's bundle. bcryptjs's synchronous calls are right here: this thread
// does nothing else, and the request thread only waits for the answer.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';
import { PASSWORD_HASH_THREAD_NICE } from './constants/password-hashing.mjs';

// This thread yields the CPU to the event loop (PASSWORD_HASH_THREAD_NICE): on Linux a thread has its own nice
// value, and /proc/thread-self names its id. Under a flood of sign-ins the request thread then runs whenever it has
// work, and hashes take the time left over. Elsewhere (or without the right) the thread keeps the default.
try {
  const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, PASSWORD_HASH_THREAD_NICE);
} catch {
  // not Linux, or not allowed: default priority
}

/** @typedef {{ id: number; op: 'hash'; password: string; cost: number } | { id: number; op: 'compare'; password: string; hash: string }} Task */

parentPort?.on('message', (/** @type {Task} */ task) => {
  try {
    const result =
      task.op === 'hash'
        ? bcrypt.hashSync(task.password, task.cost)
        : bcrypt.compareSync(task.password, task.hash);
    parentPort?.postMessage({ id: task.id, result });
  } catch (err) {
    parentPort?.postMessage({ id: task.id, failed: err instanceof Error ? err.message : String(err) });
  }
});
