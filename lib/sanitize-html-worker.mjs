// @ts-check
// The article sanitizer's worker thread (docs/adr/0032). lib/server/tasks/sanitize-pool.ts starts it from
// this path at run time, outside Next's bundle, and ends it when a body takes longer than its budget.
import { parentPort } from 'node:worker_threads';
import { nestsDeeperThan, parsesBackTheSame } from './sanitize-html-checks.mjs';
import { sanitizeHtml } from './sanitize-html-core.mjs';
import { currentThreadId } from './sanitize-html-thread-id.mjs';

parentPort?.on('message', (/** @type {{ id: number; html: string; maxDepth: number }} */ task) => {
  try {
    if (nestsDeeperThan(task.html, task.maxDepth)) {
      parentPort?.postMessage({ id: task.id, refused: 'depth' });
      return;
    }
    // The pool starts the sanitizer's budget from here: the depth check (linear, stopped early on deep
    // bodies) is never what makes a legitimate body miss it on a busy machine.
    parentPort?.postMessage({ id: task.id, checked: true });
    parentPort?.postMessage({ id: task.id, html: sanitizeHtml(task.html, parsesBackTheSame) });
  } catch (err) {
    parentPort?.postMessage({ id: task.id, failed: err instanceof Error ? err.message : String(err) });
  }
});

// The imports above (jsdom, DOMPurify) and the first clean (jsdom's window) take seconds on a busy
// machine: the pool starts a body's time budget only once this arrives, so a cold start is never
// counted against the body. Its thread id lets the pool count the CPU this thread uses, not the wall time.
sanitizeHtml('<p>ready</p>', parsesBackTheSame);
parentPort?.postMessage({ ready: true, tid: currentThreadId() });
