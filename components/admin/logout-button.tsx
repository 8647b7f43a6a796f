'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
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
    <button
      type="button"
      onClick={logout}
      disabled={busy}
      className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50"
    >
      Logout
    </button>
  );
}
