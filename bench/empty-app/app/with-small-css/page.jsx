// The floor page with a stylesheet of a few rules (bench/empty-app/public/small.css, written by hand): whether any render-blocking stylesheet, not its size, moves LCP.
export const metadata = { title: 'Empty page with a small stylesheet' };

export default function Page() {
  return (
    <main>
      {/* eslint-disable-next-line @next/next/no-css-tags -- the experiment: a stylesheet outside Next\'s own CSS handling */}
      <link rel="stylesheet" href="/small.css" precedence="default" />
      <h1>Hello</h1>
    </main>
  );
}
