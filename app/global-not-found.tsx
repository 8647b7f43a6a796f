import type { Metadata } from 'next';
import Link from 'next/link';
import './globals.css';

export const metadata: Metadata = {
  title: 'Page Not Found',
  robots: { index: false },
};

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-screen items-center justify-center bg-slate-50 font-sans text-slate-900">
        <main className="p-8 text-center">
          <p className="text-brand-600 text-6xl font-bold">404</p>
          <h1 className="mt-4 text-2xl font-semibold">Page Not Found</h1>
          <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
          <Link
            href="/"
            className="bg-brand-600 mt-6 inline-block rounded-md px-4 py-2 font-medium text-white"
          >
            Back to Home
          </Link>
        </main>
      </body>
    </html>
  );
}
