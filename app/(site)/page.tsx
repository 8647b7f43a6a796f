import { BRAND_NAME } from '@/lib/constants';

export const revalidate = 3600;

export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">Your AI Legal Associate—Works While You&apos;re in Court.</h1>
      <p className="mt-4">{BRAND_NAME}: research like a librarian, draft like an associate, organize like a paralegal.</p>
    </main>
  );
}
