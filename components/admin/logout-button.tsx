'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ADMIN_ROUTES } from '@/lib/constants';
import { adminAuthHeaders, clearAdminSession } from './auth-storage';

export function LogoutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await fetch('/api/websiteadmin/logout', { method: 'POST', headers: adminAuthHeaders() });
    } catch {
      // Signing out locally still happens; the cookie expires on its own.
    }
    clearAdminSession();
    router.replace(ADMIN_ROUTES.signIn);
    router.refresh();
  }

  return (
    <Button variant="secondary" onClick={() => void logout()} disabled={busy}>
      Logout
    </Button>
  );
}
