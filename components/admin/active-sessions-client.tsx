'use client';
import { AlertDialog, Badge, Button, Flex, Text } from '@radix-ui/themes';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { adminFetch, toastErrorText } from './admin-api';
import { formatUtc } from './format-utc';
import { errorToast, useToast } from './ui/toaster';

/** A session as the server page hands it over (dates as ISO strings). */
export interface SessionItem {
  id: string;
  createdAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
}

/** The admin's live sessions; any other than this one can be ended (its token stops working at once). */
export function ActiveSessions({ sessions }: { sessions: SessionItem[] }) {
  const router = useRouter();
  const toast = useToast();
  const [ending, setEnding] = useState<string | null>(null);

  async function end(id: string) {
    setEnding(id);
    try {
      const { message } = await adminFetch<{ message: string }>(`/api/admin/sessions/${id}`, {
        method: 'DELETE',
      });
      toast({ title: 'Success', description: message });
      router.refresh();
    } catch (error) {
      toast(errorToast(toastErrorText(error, 'Failed to end session')));
    } finally {
      setEnding(null);
    }
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
                  {s.userAgent ?? 'Unknown browser'}
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
              <AlertDialog.Root>
                <AlertDialog.Trigger>
                  <Button variant="soft" color="red" size="1" disabled={ending === s.id}>
                    End session
                  </Button>
                </AlertDialog.Trigger>
                <AlertDialog.Content maxWidth="420px">
                  <AlertDialog.Title>End this session?</AlertDialog.Title>
                  <AlertDialog.Description size="2">
                    The browser using it is signed out at its next request.
                  </AlertDialog.Description>
                  <Flex gap="3" mt="4" justify="end">
                    <AlertDialog.Cancel>
                      <Button variant="soft" color="gray">
                        Cancel
                      </Button>
                    </AlertDialog.Cancel>
                    <AlertDialog.Action>
                      <Button color="red" onClick={() => void end(s.id)}>
                        End session
                      </Button>
                    </AlertDialog.Action>
                  </Flex>
                </AlertDialog.Content>
              </AlertDialog.Root>
            )}
          </li>
        </Flex>
      ))}
    </ul>
  );
}
