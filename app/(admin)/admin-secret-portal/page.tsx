import type { Metadata } from 'next';
import { AuthCard } from '@/components/admin/auth-card';
import { SignInForm } from '@/components/admin/sign-in-form';

export const metadata: Metadata = { title: 'Sign in' };

export default function AdminSignInPage() {
  return (
    <AuthCard title="Admin Sign In" subtitle="Sign in to manage the blog.">
      <SignInForm />
    </AuthCard>
  );
}
