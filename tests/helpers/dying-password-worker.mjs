// @ts-check
// A stand-in for lib/password-hash-worker.mjs that compares as it does, except that the password 'die' ends
// the thread mid-job: the pool test (tests/security/password-hash-pool.test.ts) checks that a dead thread
// takes only its own job with it.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort?.on('message', (/** @type {{ id: number; password: string; hash: string }} */ task) => {
  if (task.password === 'die') process.exit(1);
  parentPort?.postMessage({ id: task.id, result: bcrypt.compareSync(task.password, task.hash) });
});
