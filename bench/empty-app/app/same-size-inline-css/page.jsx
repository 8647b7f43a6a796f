// The framework's floor for a page of an article's size once the public stylesheet is inside it (issue 40,
// docs/adr/0115): static text only, as many bytes of HTML as an article with its inline stylesheet
// (about 94 KB), so that the throughput comparison is at equal bytes.
import { ArticleSizeText } from '../_floor/parts';

export const metadata = { title: 'A static page of an article’s size with its stylesheet' };

export default function Page() {
  return (
    <main>
      <ArticleSizeText paragraphs={112} />
    </main>
  );
}
