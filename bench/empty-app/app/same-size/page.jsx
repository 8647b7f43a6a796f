// The framework's floor for a page of an article's size: static text only, no CSS, no client component.
// Its HTML (the text, then the same text again in the inline RSC data) is about 40 KB, like an article.
import { ArticleSizeText } from '../_floor/parts';

export const metadata = { title: 'A static page of an article’s size' };

export default function Page() {
  return (
    <main>
      <ArticleSizeText />
    </main>
  );
}
