// @ts-check
// The password hasher's worker thread (docs/adr/0097). lib/server/tasks/password-hash-pool.ts starts it from
// this path at run time, outside Next's bundle. bcryptjs's synchronous calls are right here: this thread
// does nothing else, and the request thread only waits for the answer.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

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
