'use client';
import { Callout } from '@radix-ui/themes';
import { QueryClient, QueryClientProvider, useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { setSignInNavigation } from '../auth-storage';
import { SignInDialog } from '../sign-in-dialog';
import { isTemporarilyUnavailable } from './admin-fetch';
import { useSessionRenewal } from './session-renewal';

const MAX_RETRIES = 3;

/** 1 s, 2 s, 4 s: about seven seconds for a database to come back before the screen shows its error. */
const backoff = (failures: number) => Math.min(1000 * 2 ** failures, 8000);

/**
 * The portal's query client. Only "temporarily unavailable" answers are retried: a 4xx will answer the
 * same again, and a 401 has already sent the admin to sign-in. No refetch on window focus: the editor's
 * form is filled from its query, and a refetch must never overwrite what the admin is typing.
 */
export function createAdminQueryClient(retryDelay: (failures: number) => number = backoff): QueryClient {
  const retry = (failures: number, error: unknown) =>
    failures < MAX_RETRIES && isTemporarilyUnavailable(error);
  return new QueryClient({
    defaultOptions: {
      queries: { retry, retryDelay, refetchOnWindowFocus: false },
      // A 503 is answered before anything is written (the database was not reached), so a save may retry.
      mutations: { retry, retryDelay },
    },
  });
}

/** Shown while a request waits to be retried after a 503; it goes once the retry succeeds or gives up. */
function RetryNotice() {
  const queries = useIsFetching({
    predicate: (q) => q.state.fetchFailureCount > 0 && isTemporarilyUnavailable(q.state.fetchFailureReason),
  });
  const mutations = useIsMutating({
    predicate: (m) => m.state.failureCount > 0 && isTemporarilyUnavailable(m.state.failureReason),
  });
  return (
    <div role="status" aria-live="polite" className="admin-retry-notice">
      {queries + mutations > 0 ? (
        <Callout.Root highContrast color="amber" variant="surface" size="1">
          <Callout.Text>Service temporarily unavailable — retrying…</Callout.Text>
        </Callout.Root>
      ) : null}
    </div>
  );
}

/**
 * The dashboard's data layer: one query client per page load (so a signed-out tab keeps nothing), the
 * 503 notice, sliding renewal of the session while the admin works, the sign-in dialog a write opens
 * when the session has ended, and sign-in after an expired session through the client router.
 */
export function QueryProvider({
  children,
  client,
}: {
  children: React.ReactNode;
  /** Tests pass their own (short retry delays). */
  client?: QueryClient;
}) {
  const [queryClient] = useState(() => client ?? createAdminQueryClient());
  const router = useRouter();
  useEffect(() => setSignInNavigation((path) => router.replace(path)), [router]);
  useSessionRenewal();
  return (
    <QueryClientProvider client={queryClient}>
      <RetryNotice />
      <SignInDialog />
      {children}
    </QueryClientProvider>
  );
}
