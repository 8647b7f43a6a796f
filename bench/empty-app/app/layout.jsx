// The framework's floor for `npm run bench`: the smallest App Router page, built with this project's own
// next binary into bench/empty-app/.next. No config, no CSS, no client component.
export const metadata = { title: 'Empty page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
