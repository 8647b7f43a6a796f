'use client';
import { Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PresenceResponse, PresentEditor } from '@/lib/admin/presence';
import { PRESENCE_HEARTBEAT_MS } from '@/lib/constants/portal';
import { adminAuthHeaders } from '../auth-storage';
import { ARTICLES_API } from '../kit/queries';
import { adminKeys } from '../kit/query-keys';
import { currentTabId } from './local-copies';

const presenceUrl = (articleId: string) => `${ARTICLES_API}/${articleId}/presence`;

/**
 * The heartbeat goes around adminFetch on purpose: it is no sign that the admin is working, so it must
 * not renew the session (ADR 0076), and a refusal (session ended) must not open the sign-in dialog by
 * itself. It fails quietly: presence is a hint, and the next beat tries again.
 */
async function beat(articleId: string, signal: AbortSignal): Promise<PresentEditor[]> {
  const response = await fetch(presenceUrl(articleId), {
    method: 'POST',
    headers: { ...adminAuthHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ tabId: currentTabId() }),
    cache: 'no-store',
    signal,
  });
  if (!response.ok) return [];
  const body = (await response.json()) as PresenceResponse;
  return body.present;
}

/** Tells the server this tab left the article; `keepalive` lets it go out while the page unloads. */
function leave(articleId: string): void {
  void fetch(`${presenceUrl(articleId)}?tabId=${encodeURIComponent(currentTabId())}`, {
    method: 'DELETE',
    headers: adminAuthHeaders(),
    keepalive: true,
  }).catch(() => undefined);
}

function ago(iso: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ago`;
}

/** "Jane Doe, 2 min ago", or "you in another tab, 2 min ago": since when each has it open. */
function describe(people: readonly PresentEditor[], now: number): string {
  return people.map((p) => `${p.self ? 'you in another tab' : p.name}, ${ago(p.opened_at, now)}`).join('; ');
}

/**
 * Issue 33 point 3 (docs/adr/0090): while the article is open, a heartbeat every PRESENCE_HEARTBEAT_MS
 * keeps this tab on the server's list and brings back who else is on it (other people, and this
 * person's other tabs); leaving the editor or closing the tab takes it off at once.
 */
export function PresenceNote({ articleId }: { articleId: string }) {
  const presence = useQuery({
    queryKey: adminKeys.presence(articleId),
    queryFn: ({ signal }) => beat(articleId, signal),
    refetchInterval: PRESENCE_HEARTBEAT_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const people = presence.data ?? [];
  // "2 min ago" as of the answer (each heartbeat refreshes it).
  const now = presence.dataUpdatedAt;

  useEffect(() => {
    const onPageHide = () => leave(articleId);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      leave(articleId);
    };
  }, [articleId]);

  return (
    <Text as="p" size="2" color="gray" role="status" aria-live="polite" data-testid="presence">
      {people.length ? `Also open by ${describe(people, now)}` : null}
    </Text>
  );
}
