// Stands in for the sanitizer worker to tell CPU time from wall time: `idle=1500` waits 1.5 s without
// using the CPU (a worker the machine is not running), `spin=1500` burns 1.5 s of CPU; then the body comes
// back unchanged. It sends its thread id with `ready`, as lib/sanitize-html-worker.mjs does.
import { parentPort } from 'node:worker_threads';
import { currentThreadId } from '../../lib/sanitize-html-thread-id.mjs';

parentPort?.on('message', (task) => {
  const [kind, ms] = task.html.split('=');
  parentPort?.postMessage({ id: task.id, checked: true });
  if (kind === 'idle') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Number(ms));
  else for (const end = Date.now() + Number(ms); Date.now() < end;);
  parentPort?.postMessage({ id: task.id, html: task.html });
});
parentPort?.postMessage({ ready: true, tid: currentThreadId() });
