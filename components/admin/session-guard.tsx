'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { ADMIN_ROUTES } from '@/lib/constants';
import { adminAuthHeaders, clearAdminSession, readAdminToken } from './auth-storage';
import { Spinner } from './spinner';

/**
 * SPEC 2 'Admin screens in general': the screen first checks the stored token and has the server verify
 * it; with none, or one it rejects, the stored credentials are cleared and the admin goes to sign-in.
 * The server has already checked the cookie before rendering, so this guards the browser's own state.
 */
export function SessionGuard({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const toSignIn = () => {
      clearAdminSession();
      router.replace(ADMIN_ROUTES.signIn);
    };
    if (!readAdminToken()) {
      toSignIn();
      return;
    }
    fetch('/api/admin/verify', { headers: adminAuthHeaders(), cache: 'no-store', signal: controller.signal })
      .then(async (response) => {
        // Read to the end: an unread body keeps the request open, and the page never goes network-idle.
        await response.arrayBuffer();
        if (response.ok) setVerified(true);
        else toSignIn();
      })
      .catch(() => {
        if (!controller.signal.aborted) toSignIn();
      });
    return () => controller.abort();
  }, [router]);

  if (!verified) return <Spinner label="Verifying authentication..." />;
  return <>{children}</>;
}
