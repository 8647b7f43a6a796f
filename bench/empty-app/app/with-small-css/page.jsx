// The floor page with a stylesheet of a few rules: whether any render-blocking stylesheet, not its size,
// moves LCP.
import { Stylesheet } from '../_floor/parts';

export const metadata = { title: 'Empty page with a small stylesheet' };

export default function Page() {
  return (
    <main>
      <Stylesheet href="/small.css" />
      <h1>Hello</h1>
    </main>
  );
}
