// Stands in for the sanitizer worker on a busy machine: the depth check takes CHECK_MS, the clean
// CLEAN_MS (both from the body: `check=1500;clean=10`), then the body comes back unchanged.
import { parentPort } from 'node:worker_threads';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

parentPort?.on('message', async (task) => {
  const [check, clean] = task.html.split(';').map((part) => Number(part.split('=')[1]));
  await sleep(check);
  parentPort?.postMessage({ id: task.id, checked: true });
  await sleep(clean);
  parentPort?.postMessage({ id: task.id, html: task.html });
});
parentPort?.postMessage({ ready: true });
