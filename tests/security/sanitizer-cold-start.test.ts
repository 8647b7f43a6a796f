import path from 'node:path';
import { SanitizePool } from '@/lib/server/tasks/sanitize-pool';

// CI stop 28 (a machine under load): /blog answered 500 "too complex to clean" for the seeded articles,
// because a fresh worker's start-up (jsdom, DOMPurify: 7 s on a busy machine) ran on the body's budget.

const SLOW_START = path.join(process.cwd(), 'tests', 'helpers', 'slow-start-sanitize-worker.mjs');

describe('sanitizer pool cold start', () => {
  it("does not count a worker's start-up against the body: a 1 s budget cleans through a start of 1.5 s and more", async () => {
    const pool = new SanitizePool(1_000, 2, SLOW_START);
    const bodies = ['<p>One <strong>bold</strong></p>', '<p>Two<script>x()</script></p>', '<h2>Three</h2>'];
    await expect(Promise.all(bodies.map((b) => pool.run(b)))).resolves.toEqual([
      '<p>One <strong>bold</strong></p>',
      '<p>Two</p>',
      '<h2>Three</h2>',
    ]);
  }, 60_000);
});
