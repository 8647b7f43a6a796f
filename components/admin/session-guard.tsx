'use client';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { signInPathFor } from '@/lib/admin/return-path';
import { clearAdminSession, readAdminToken } from './auth-storage';
import { adminFetch, isSessionExpired } from './kit/admin-fetch';
import { adminKeys } from './kit/query-keys';
import { Spinner } from './spinner';

class NoStoredToken extends Error {}

/**
 * spec.md "Session": the screen first checks the stored token and has the server verify
 * it; with none, or one it rejects, the stored credentials are cleared and the admin goes to sign-in.
 * The server has already checked the cookie before rendering, so this guards the browser's own state.
 * A 401 takes the kit's session-expired path (which remembers the page); a 503 is retried like any read.
 */
export function SessionGuard({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const verify = useQuery({
    queryKey: adminKeys.session,
    queryFn: ({ signal }) => {
      if (!readAdminToken()) throw new NoStoredToken();
      return adminFetch<unknown>('/api/admin/verify', { signal });
    },
    staleTime: Infinity,
  });

  const failed = verify.isError && !isSessionExpired(verify.error);
  useEffect(() => {
    if (!failed) return;
    clearAdminSession();
    router.replace(signInPathFor(`${window.location.pathname}${window.location.search}`));
  }, [failed, router]);

  if (!verify.isSuccess) return <Spinner label="Verifying authentication..." />;
  return <>{children}</>;
}
