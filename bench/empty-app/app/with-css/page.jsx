// The floor page with the public site's stylesheet (bench/empty-app/public/site.css: copy the app's built
// Tailwind file there by hand, bench/results.md issue 25): what a render-blocking stylesheet of the
// site's size costs an empty page.
export const metadata = { title: 'Empty page with the site stylesheet' };

export default function Page() {
  return (
    <main>
      {/* eslint-disable-next-line @next/next/no-css-tags -- the experiment: a stylesheet outside Next\'s own CSS handling */}
      <link rel="stylesheet" href="/site.css" precedence="default" />
      <h1>Hello</h1>
    </main>
  );
}
