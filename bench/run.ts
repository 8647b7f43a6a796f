/** `npm run bench`: every benchmark of the project, one after another. Not part of `npm test`. */
import { runBlogBench } from './blog';

async function main() {
  await runBlogBench();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
