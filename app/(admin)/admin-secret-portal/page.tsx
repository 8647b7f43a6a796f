import type { Metadata } from 'next';
import { AuthCard } from '@/components/admin/auth-card';
import { SignInForm } from '@/components/admin/sign-in-form';
import { SignInLink } from '@/components/admin/sign-in-link';

// A one-time sign-in link's token can be in this page's URL: never send it on as a referrer.
export const metadata: Metadata = { title: 'Sign in', referrer: 'no-referrer' };

export default async function AdminSignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { link } = await searchParams;
  return (
    <AuthCard title="Admin Sign In" subtitle="Sign in to manage the blog.">
      {typeof link === 'string' && link !== '' ? <SignInLink token={link} /> : <SignInForm />}
    </AuthCard>
  );
}
