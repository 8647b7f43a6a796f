// The same-size floor page with the public site's stylesheet: an article's HTML size and its stylesheet,
// still no client component of its own.
import { ArticleSizeText, Stylesheet } from '../_floor/parts';

export const metadata = { title: 'A static page of an article’s size, with the site stylesheet' };

export default function Page() {
  return (
    <main>
      <Stylesheet href="/site.css" />
      <ArticleSizeText />
    </main>
  );
}
