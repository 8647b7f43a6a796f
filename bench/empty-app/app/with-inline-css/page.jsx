// The floor page with the site's stylesheet inlined in a <style> element (as experimental.inlineCss does).
// bench/empty-app/public/site.css is a copy of the app's built Tailwind file (bench/results.md, issue 25);
// without it the page is the floor page again.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const metadata = { title: 'Empty page with the site stylesheet inlined' };

function siteCss() {
  try {
    return readFileSync(path.join(process.cwd(), 'bench', 'empty-app', 'public', 'site.css'), 'utf8');
  } catch {
    return '';
  }
}

export default function Page() {
  return (
    <main>
      <style href="site-inline" precedence="default">
        {siteCss()}
      </style>
      <h1>Hello</h1>
    </main>
  );
}
