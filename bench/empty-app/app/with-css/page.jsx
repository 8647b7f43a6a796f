// The floor page with the public site's stylesheet: what a render-blocking stylesheet of the site's size
// costs an empty page.
import { Stylesheet } from '../_floor/parts';

export const metadata = { title: 'Empty page with the site stylesheet' };

export default function Page() {
  return (
    <main>
      <Stylesheet href="/site.css" />
      <h1>Hello</h1>
    </main>
  );
}
