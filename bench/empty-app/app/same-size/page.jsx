// The framework's floor for a page of an article's size: static text only, no CSS, no client component.
// Its HTML (the text, then the same text again in the inline RSC data) is about 40 KB, like an article.
const PARAGRAPH =
  'A small firm reads this paragraph to learn how deadlines, documents and billing fit together. ' +
  'It says nothing in particular, at the length of a real paragraph of a blog article. ';

export const metadata = { title: 'A static page of an article’s size' };

export default function Page() {
  return (
    <main>
      <h1>A static page of an article’s size</h1>
      {Array.from({ length: 50 }, (_, i) => (
        <p key={i}>{PARAGRAPH.repeat(2)}</p>
      ))}
    </main>
  );
}
