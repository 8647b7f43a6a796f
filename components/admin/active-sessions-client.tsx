'use client';
import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { useRouter } from 'next/navigation';
import { formatUtc } from './format-utc';
import { adminFetch } from './kit/admin-fetch';
import { ConfirmDialog } from './kit/confirm-dialog';
import { useAdminMutation } from './kit/mutations';
import { useToast } from './ui/toaster';

/** A session as the server page hands it over (dates as ISO strings). */
export interface SessionItem {
  id: string;
  createdAt: string;
  expiresAt: string;
  /** The browser as a person names it ("Chrome on Linux"). */
  device: string;
  ipAddress: string | null;
  current: boolean;
}

/** The admin's live sessions; any other than this one can be ended (its token stops working at once). */
export function ActiveSessions({ sessions }: { sessions: SessionItem[] }) {
  const router = useRouter();
  const toast = useToast();
  // The sessions are rendered by the dashboard's server page: ending one refreshes that page.
  const endSession = useAdminMutation({
    mutationFn: (id: string) =>
      adminFetch<{ message: string }>(`/api/admin/sessions/${id}`, { method: 'DELETE' }),
    invalidates: [],
    errorText: 'Failed to end session',
  });

  async function end(id: string) {
    const { message } = await endSession.mutateAsync(id);
    toast({ title: 'Success', description: message });
    router.refresh();
  }

  return (
    <ul aria-label="Active sessions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {sessions.map((s) => (
        <Flex
          asChild
          key={s.id}
          justify="between"
          align="center"
          gap="3"
          py="3"
          wrap="wrap"
          style={{ borderBottom: '1px solid var(--gray-a4)' }}
        >
          <li>
            <Flex direction="column" gap="1" style={{ minWidth: 0, flex: 1 }}>
              <Flex align="center" gap="2" wrap="wrap">
                <Text size="2" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                  {s.device}
                </Text>
                {s.current ? (
                  <Badge color="green" variant="soft">
                    This session
                  </Badge>
                ) : null}
              </Flex>
              <Text size="1" color="gray">
                Signed in <time dateTime={s.createdAt}>{formatUtc(s.createdAt)}</time>
                {s.ipAddress ? ` from ${s.ipAddress}` : ''} · expires{' '}
                <time dateTime={s.expiresAt}>{formatUtc(s.expiresAt)}</time>
              </Text>
            </Flex>
            {s.current ? null : (
              <ConfirmDialog
                maxWidth="420px"
                trigger={
                  <Button variant="soft" color="red" size="1">
                    End session
                  </Button>
                }
                title="End this session?"
                description="The browser using it is signed out at its next request."
                confirmLabel="End session"
                onConfirm={() => end(s.id)}
              />
            )}
          </li>
        </Flex>
      ))}
    </ul>
  );
}
