import type { Metadata } from 'next';
import { AuthCard } from '@/components/admin/auth-card';
import { ForgotPasswordForm } from '@/components/admin/forgot-password-form';

export const metadata: Metadata = { title: 'Forgot password' };

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your admin email and we will send you a link to reset your password."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
