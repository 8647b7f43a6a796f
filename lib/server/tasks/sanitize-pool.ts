import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { InvalidError } from '@/lib/server/errors';
import { threadCpuMs } from './thread-cpu';
import { getLogger } from '@/lib/server/log';

const log = getLogger('sanitizer');

/**
 * Article HTML is cleaned in worker threads, never on the request thread (docs/adr/0032): jsdom's cost
 * grows faster than the body (20,000 `<b>` tags took a minute, removed tags cost more the more there
 * are), and on the main thread that stalled every visitor. Here a hostile body costs a worker at most
 * the budget; the worker is then ended and the save refused with 400, storing nothing. The budget is
 * the worker's own CPU time where the thread can be measured (Linux): on a machine busy with other work a
 * legitimate megabyte took over 5 s of wall time and was refused; a hostile body burns CPU whatever the
 * load. Wall time still ends a clean at BUDGET_WALL_FACTOR budgets, so a starved machine bounds it too.
 */
const SANITIZE_MAX_DEPTH = 100;
const SANITIZE_BUDGET_MS = 5_000;
const POOL_SIZE = 2;
const BUDGET_WALL_FACTOR = 4;
/**
 * Reads clean only bodies stored under an older sanitizer, once each (docs/adr/0096), in a pool of their
 * own: a read never waits behind a save's body, and a save never waits behind a read's.
 */
const RECLEAN_POOL_SIZE = 1;
// A parser quirk can multiply elements (reopened formatting tags); a worker past this dies, not the server.
const WORKER_HEAP_MB = 512;

export const SANITIZE_MESSAGES = {
  tooDeep: `The article body is nested too deeply: at most ${SANITIZE_MAX_DEPTH} levels of elements`,
  tooComplex: 'The article body is too complex to clean: simplify its markup (fewer nested or repeated tags)',
} as const;

interface Task {
  id: number;
  html: string;
  resolve: (html: string) => void;
  reject: (err: Error) => void;
}
type Reply =
  | { id: number; html?: string; refused?: 'depth'; checked?: true; failed?: string }
  | { ready: true; tid?: number | null };

// Outside the bundle on purpose: Turbopack does not carry a worker file it cannot see, so the script is
// loaded from the project's lib/ at run time (next start, tests and scripts all run from the root).
const WORKER_SCRIPT = path.join(process.cwd(), 'lib', 'sanitize-html-worker.mjs');

export class SanitizePool {
  private idle: Worker[] = [];
  /** Workers whose imports are done (they said so): a task's budget runs from then on. */
  private ready = new WeakSet<Worker>();
  /** Each worker's kernel thread id, when it sent one: its CPU time is what a budget counts. */
  private threadIds = new WeakMap<Worker, number>();
  private size = 0;
  private queue: Task[] = [];
  private nextId = 1;

  /** Bodies handed to this pool so far: what tests and benchmarks count cleans by. */
  runs = 0;

  /** Bodies waiting for a worker (the metrics' sanitizer queue). */
  get queueLength(): number {
    return this.queue.length;
  }

  constructor(
    /** Null: no time budget (a stored body cleaned again on read, docs/adr/0096); ended only by a crash. */
    private readonly budgetMs: number | null,
    private readonly poolSize: number,
    private readonly script: string = WORKER_SCRIPT,
    // The depth check is linear and stops early on deep bodies (about 60 ms for a megabyte): its own,
    // looser bound only catches a worker that hangs, and a busy machine never turns "too deep" into
    // "too complex".
    private readonly checkBudgetMs: number | null = budgetMs === null ? null : 3 * budgetMs,
  ) {}

  run(html: string): Promise<string> {
    this.runs += 1;
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, html, resolve, reject });
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
    const worker = new Worker(this.script, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    const onReady = (reply: Reply) => {
      if (!('ready' in reply)) return;
      this.ready.add(worker);
      if (typeof reply.tid === 'number') this.threadIds.set(worker, reply.tid);
      worker.off('message', onReady);
    };
    worker.on('message', onReady);
    return worker;
  }

  private dispatch(worker: Worker, task: Task): void {
    worker.ref();
    let settled = false;
    const finish = (outcome: () => void, keepWorker: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
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
    // Two bounded phases, one timer at a time: the depth check, then the sanitizer's own budget, which
    // starts only once the depth is known to be sane. Under load a megabyte of nested tags is then
    // refused for its depth, not for a budget its check ate into.
    let timer: NodeJS.Timeout | undefined;
    let phase: 'waiting' | 'checking' | 'cleaning' = 'waiting';
    const startPhase = (next: 'checking' | 'cleaning') => {
      if (phase === next || phase === 'cleaning') return;
      phase = next;
      clearTimeout(timer);
      const budget = next === 'checking' ? this.checkBudgetMs : this.budgetMs;
      if (budget !== null) timer = setTimeout(overBudget(budget), budget);
    };
    // At the budget's wall time: ended if the worker used its budget of CPU (or cannot be measured), else
    // given the CPU it has left, up to BUDGET_WALL_FACTOR budgets of wall time.
    const overBudget = (budget: number) => {
      const tid = this.threadIds.get(worker);
      const cpuAtStart = tid === undefined ? null : threadCpuMs(tid);
      const wallAtStart = Date.now();
      const check = () => {
        const cpuNow = tid === undefined ? null : threadCpuMs(tid);
        const left = cpuAtStart === null || cpuNow === null ? 0 : budget - (cpuNow - cpuAtStart);
        const wallLeft = BUDGET_WALL_FACTOR * budget - (Date.now() - wallAtStart);
        if (left <= 0 || wallLeft <= 0) return onFailure();
        timer = setTimeout(check, Math.max(20, Math.min(left, wallLeft)));
      };
      return check;
    };
    const onMessage = (reply: Reply) => {
      if ('ready' in reply) return startPhase('checking');
      if (reply.id !== task.id) return;
      if (reply.checked) return startPhase('cleaning');
      if (reply.html !== undefined) return finish(() => task.resolve(reply.html!), true);
      if (reply.failed) log.error(`[ailex] sanitizer worker failed: ${reply.failed}`);
      const message = reply.refused === 'depth' ? SANITIZE_MESSAGES.tooDeep : SANITIZE_MESSAGES.tooComplex;
      finish(() => task.reject(new InvalidError(message)), true);
    };
    // Out of memory, or a crash: the body is refused like one over the budget; a fresh worker follows.
    const onFailure = () => finish(() => task.reject(new InvalidError(SANITIZE_MESSAGES.tooComplex)), false);
    // A fresh worker's budget starts with its ready message; its start-up failing is an 'error' or 'exit'.
    if (this.ready.has(worker)) startPhase('checking');
    worker.on('message', onMessage);
    worker.on('error', onFailure);
    worker.on('exit', onFailure);
    worker.postMessage({ id: task.id, html: task.html, maxDepth: SANITIZE_MAX_DEPTH });
  }
}

let pool: SanitizePool | undefined;
let recleanPool: SanitizePool | undefined;

/**
 * Article HTML through THE sanitizer (lib/sanitize-html-core.mjs), off the request thread. Rejects with
 * InvalidError (400) when the body nests deeper than SANITIZE_MAX_DEPTH or cannot be cleaned within the
 * budget; callers store nothing then. For saves (and the translation pre-fill): reads never come here.
 */
export function sanitizeArticleHtml(html: string): Promise<string> {
  pool ??= new SanitizePool(SANITIZE_BUDGET_MS, POOL_SIZE);
  return pool.run(html);
}

/**
 * A stored body cleaned again because an older sanitizer stored it (docs/adr/0096): its own worker, no
 * time budget (the body was accepted once; a public read must not fail on a busy machine), the same
 * depth check and heap limit. Rejects only for a body stored around the savers that nests too deeply or
 * crashes the worker.
 */
export function recleanStoredArticleHtml(html: string): Promise<string> {
  recleanPool ??= new SanitizePool(null, RECLEAN_POOL_SIZE);
  return recleanPool.run(html);
}

/** Bodies waiting for a worker in each pool now (GET /api/metrics). */
export function sanitizerQueueLengths(): { save: number; reread: number } {
  return { save: pool?.queueLength ?? 0, reread: recleanPool?.queueLength ?? 0 };
}

/** How many bodies each pool was handed in this process (tests and benchmarks count cleans with it). */
export function sanitizerRuns(): { saves: number; reads: number } {
  return { saves: pool?.runs ?? 0, reads: recleanPool?.runs ?? 0 };
}
