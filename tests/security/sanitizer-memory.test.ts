import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sanitizeHtml } from '@/lib/sanitize-html';

// Finding 10: jsdom keeps every document parsed in a window until the window is closed, so the
// isomorphic-dompurify window would grow with every article sanitized. lib/sanitize-html.ts renews it
// every CALLS_BEFORE_WINDOW_RESET calls; a closed window is freed once the event loop turns (as it
// does between requests). This holds the heap flat over thousands of bodies; without the renewal it
// grows by about 30 KB per body.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const BODY =
  '<h2 id="scope">Scope</h2><p class="lead">What the engagement covers, <a href="#scope">in short</a>, ' +
  'with <strong>fees</strong> and <em>termination</em>.</p><ul><li>One</li><li>Two</li></ul>';

async function heapAfterBatches(batches: number): Promise<number> {
  for (let b = 0; b < batches; b++) {
    for (let i = 0; i < 250; i++) sanitizeHtml(`${BODY}<p>${b}-${i}</p>`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  gc();
  await new Promise((resolve) => setTimeout(resolve, 20));
  gc();
  return process.memoryUsage().heapUsed;
}

describe('sanitizer memory', () => {
  it('stays flat over thousands of article bodies', async () => {
    const warm = await heapAfterBatches(4);
    const later = await heapAfterBatches(8);
    expect((later - warm) / 1024 / 1024).toBeLessThan(15);
  }, 120_000);
});
