// The same-size floor page with the public site's stylesheet: an article's HTML size and its stylesheet,
// still no client component of its own.
const PARAGRAPH =
  'A small firm reads this paragraph to learn how deadlines, documents and billing fit together. ' +
  'It says nothing in particular, at the length of a real paragraph of a blog article. ';

export const metadata = { title: 'A static page of an article’s size, with the site stylesheet' };

export default function Page() {
  return (
    <main>
      {/* eslint-disable-next-line @next/next/no-css-tags -- the experiment: a stylesheet outside Next\'s own CSS handling */}
      <link rel="stylesheet" href="/site.css" precedence="default" />
      <h1>A static page of an article’s size</h1>
      {Array.from({ length: 50 }, (_, i) => (
        <p key={i}>{PARAGRAPH.repeat(2)}</p>
      ))}
    </main>
  );
}
