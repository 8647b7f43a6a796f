'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { clearAdminSession } from './auth-storage';
import { adminFetch } from './kit/admin-fetch';
import { forgetLocalCopies } from './articles/local-copies';

/** Log out: the server ends the session, the browser forgets it, and the sign-in screen follows. */
export function useLogout() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await adminFetch('/api/websiteadmin/logout', { method: 'POST', signsOut: true });
    } catch {
      // Signing out locally still happens; the cookie expires on its own.
    }
    // Log out (not an expired session) also forgets this person's unsaved article copies (issue 33 point 3).
    forgetLocalCopies();
    clearAdminSession();
    router.replace(ADMIN_ROUTES.signIn);
    router.refresh();
  }

  return { logout, busy };
}
