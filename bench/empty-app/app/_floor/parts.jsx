// Parts of the floor page's variants (bench/results.md, issue 25). `_floor` is a private folder: no route.

const PARAGRAPH =
  'A small firm reads this paragraph to learn how deadlines, documents and billing fit together. ' +
  'It says nothing in particular, at the length of a real paragraph of a blog article. ';

/**
 * An article's worth of static text: with the inline RSC data that repeats it, about 40 KB of HTML for
 * the default 50 paragraphs (each adds about 800 bytes).
 */
export function ArticleSizeText({ paragraphs = 50 }) {
  return (
    <>
      <h1>A static page of an article’s size</h1>
      {Array.from({ length: paragraphs }, (_, i) => (
        <p key={i}>{PARAGRAPH.repeat(2)}</p>
      ))}
    </>
  );
}

/**
 * A render-blocking stylesheet outside Next's own CSS handling, from bench/empty-app/public (ignored by
 * git): site.css is a copy of the app's built Tailwind file, small.css a few rules written by hand.
 */
export function Stylesheet({ href }) {
  return <link rel="stylesheet" href={href} precedence="default" />;
}
