'use client';
import { useRouter } from 'next/navigation';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { TwoFactorSection } from './two-factor-section';

/** The setup screen an account without 2FA is sent to while it is required; done, it goes on to the dashboard. */
export function RequiredTwoFactorSetup() {
  const router = useRouter();
  return <TwoFactorSection onEnabled={() => router.replace(ADMIN_ROUTES.dashboard)} />;
}
