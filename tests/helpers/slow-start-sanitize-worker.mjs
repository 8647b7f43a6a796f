// Stands in for a busy machine: the real sanitizer worker, started 1.5 s late.
await new Promise((resolve) => setTimeout(resolve, 1500));
await import('../../lib/sanitize-html-worker.mjs');
