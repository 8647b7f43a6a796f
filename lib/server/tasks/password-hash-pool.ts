import 'server-only';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PASSWORD_HASH_MAX_THREADS } from '@/lib/constants/auth';

/**
 * bcrypt hashes and comparisons run in worker threads, never on the request thread (docs/adr/0097): one
 * cost-12 comparison is about 0.4 s of CPU here, and 40 of them on the event loop held every other request
 * for seconds. A fixed number of threads takes jobs in arrival order; the rest wait in the queue, so a flood
 * of sign-ins costs at most those threads' CPU and never the event loop's, and it leaves libuv's own
 * threadpool (file system, DNS) alone, which a native binding's async calls would fill. On Linux the threads
 * run below the event loop's priority (PASSWORD_HASH_THREAD_NICE, set by the worker itself), so hashes take
 * the CPU it leaves.
 */
type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };
type Reply = { id: number; result?: string | boolean; failed?: string };

interface Task {
  id: number;
  job: Job;
  resolve: (result: string | boolean) => void;
  reject: (err: Error) => void;
}

// Outside the bundle on purpose, like the sanitizer's worker (lib/server/tasks/sanitize-pool.ts): the script
// is loaded from the project's lib/ at run time (next start, tests and scripts all run from the root).
const WORKER_SCRIPT = path.join(process.cwd(), 'lib', 'password-hash-worker.mjs');

/**
 * One core is left to the event loop (and the database); at least one thread, at most
 * PASSWORD_HASH_MAX_THREADS.
 */
export function passwordHashThreads(cores: number = availableParallelism()): number {
  return Math.max(1, Math.min(PASSWORD_HASH_MAX_THREADS, cores - 1));
}

export class PasswordHashPool {
  private idle: Worker[] = [];
  private size = 0;
  private queue: Task[] = [];
  private nextId = 1;

  constructor(
    private readonly poolSize: number,
    private readonly script: string = WORKER_SCRIPT,
  ) {}

  run(job: Job): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.drain();
    });
  }

  private drain(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.size < this.poolSize ? this.spawn() : undefined);
      if (!worker) return;
      this.dispatch(worker, this.queue.shift()!);
    }
  }

  private spawn(): Worker {
    this.size += 1;
    return new Worker(this.script);
  }

  private dispatch(worker: Worker, task: Task): void {
    // Held while it works, so a script that awaits a hash does not exit under it; idle threads keep no
    // process alive.
    worker.ref();
    const finish = (outcome: () => void, keepWorker: boolean) => {
      worker.off('message', onMessage);
      worker.off('error', onFailure);
      worker.off('exit', onFailure);
      if (keepWorker) {
        worker.unref();
        this.idle.push(worker);
      } else {
        this.size -= 1;
        void worker.terminate();
      }
      outcome();
      this.drain();
    };
    const onMessage = (reply: Reply) => {
      if (reply.id !== task.id) return;
      if (reply.result === undefined) {
        finish(() => task.reject(new Error(`password hashing failed: ${reply.failed ?? 'no result'}`)), true);
      } else {
        const result = reply.result;
        finish(() => task.resolve(result), true);
      }
    };
    // A thread that dies takes only its own job with it; the next job starts a fresh one.
    const onFailure = (err?: unknown) =>
      finish(
        () => task.reject(err instanceof Error ? err : new Error('password hashing thread stopped')),
        false,
      );
    worker.on('message', onMessage);
    worker.on('error', onFailure);
    worker.on('exit', onFailure);
    worker.postMessage({ id: task.id, ...task.job });
  }
}

let pool: PasswordHashPool | undefined;

function sharedPool(): PasswordHashPool {
  pool ??= new PasswordHashPool(passwordHashThreads());
  return pool;
}

export async function hashInWorker(password: string, cost: number): Promise<string> {
  const result = await sharedPool().run({ op: 'hash', password, cost });
  if (typeof result !== 'string') throw new Error('password hashing returned no hash');
  return result;
}

export async function compareInWorker(password: string, hash: string): Promise<boolean> {
  return (await sharedPool().run({ op: 'compare', password, hash })) === true;
}
