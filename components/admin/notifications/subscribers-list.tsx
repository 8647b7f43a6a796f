'use client';
import { Badge, Button, Card, Flex, Table, Text } from '@radix-ui/themes';
import type { SubscriberView, SubscribersResponse } from '@/lib/admin/notifications';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@/lib/constants/notifications';
import { getMarket, MARKETS } from '@/lib/markets';
import { adminFetch } from '../kit/admin-fetch';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { SUBSCRIBERS_API } from '../kit/queries';
import { formatUtc } from '../format-utc';
import { useMediaQuery } from '../use-media-query';
import { useToast } from '../ui/toaster';

export const STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};
const STATUS_COLORS = { pending: 'amber', confirmed: 'green', unsubscribed: 'gray', bounced: 'red' } as const;

/** Subscribers per market (rows) and status (columns), whatever the filters. */
export function SubscriberCounts({ counts }: { counts: SubscribersResponse['counts'] }) {
  const of = (market: string, status: SubscriberStatus) =>
    counts.find((c) => c.market === market && c.status === status)?.count ?? 0;
  const wide = useMediaQuery('(min-width: 640px)');
  // Five columns are wider than a phone: there, one line per market.
  if (!wide) {
    return (
      <Flex asChild direction="column" gap="1">
        <ul
          aria-label="Subscribers per market and status"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {MARKETS.map((m) => (
            <li key={m.code}>
              <Text size="2">
                <strong>{m.label}</strong>:{' '}
                {SUBSCRIBER_STATUSES.map((s) => `${of(m.code, s)} ${STATUS_LABELS[s].toLowerCase()}`).join(
                  ', ',
                )}
              </Text>
            </li>
          ))}
        </ul>
      </Flex>
    );
  }
  return (
    <Table.Root size="1" variant="surface">
      <caption className="sr-only">Subscribers per market and status</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Market</Table.ColumnHeaderCell>
          {SUBSCRIBER_STATUSES.map((s) => (
            <Table.ColumnHeaderCell key={s} justify="end">
              {STATUS_LABELS[s]}
            </Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {MARKETS.map((m) => (
          <Table.Row key={m.code}>
            <Table.RowHeaderCell>{m.label}</Table.RowHeaderCell>
            {SUBSCRIBER_STATUSES.map((s) => (
              <Table.Cell key={s} justify="end">
                {of(m.code, s)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * The subscribers: a table from 640 px, one card per subscriber below (a phone at 390 px reads each
 * without scrolling sideways). Each has its "Erase" behind the portal's confirmation.
 */
export function SubscribersList({ subscribers }: { subscribers: SubscriberView[] }) {
  const wide = useMediaQuery('(min-width: 640px)');
  if (!wide) {
    return (
      <Flex asChild direction="column" gap="2">
        <ul aria-label="Subscribers" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {subscribers.map((s) => (
            <li key={s.id}>
              <Card size="1">
                <Flex direction="column" gap="1">
                  <Text weight="medium" style={{ overflowWrap: 'anywhere' }}>
                    {s.email}
                  </Text>
                  <Flex gap="2" align="center" wrap="wrap">
                    <Text size="2">{getMarket(s.market).label}</Text>
                    <StatusBadge status={s.status} />
                  </Flex>
                  <Text size="1" color="gray">
                    {s.confirmedAt ? `Confirmed ${formatUtc(s.confirmedAt)}` : 'Not confirmed'}
                  </Text>
                  <Flex justify="end">
                    <EraseButton subscriber={s} />
                  </Flex>
                </Flex>
              </Card>
            </li>
          ))}
        </ul>
      </Flex>
    );
  }
  return (
    <Table.Root variant="surface">
      <caption className="sr-only">Subscribers</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Email</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Market</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Confirmed at</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <span className="sr-only">Actions</span>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {subscribers.map((s) => (
          <Table.Row key={s.id} align="center">
            <Table.RowHeaderCell style={{ overflowWrap: 'anywhere' }}>{s.email}</Table.RowHeaderCell>
            <Table.Cell>{getMarket(s.market).label}</Table.Cell>
            <Table.Cell>
              <StatusBadge status={s.status} />
            </Table.Cell>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>
              {s.confirmedAt ? <time dateTime={s.confirmedAt}>{formatUtc(s.confirmedAt)}</time> : '—'}
            </Table.Cell>
            <Table.Cell justify="end">
              <EraseButton subscriber={s} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function StatusBadge({ status }: { status: SubscriberStatus }) {
  return <Badge color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Badge>;
}

/** Erase (GDPR): the dialog says what it does before anything is deleted. */
function EraseButton({ subscriber }: { subscriber: SubscriberView }) {
  const toast = useToast();
  const erase = useAdminMutation({
    mutationFn: () =>
      adminFetch<{ success: true; erased: number }>(`${SUBSCRIBERS_API}/${subscriber.id}`, {
        method: 'DELETE',
      }),
    invalidates: INVALIDATES.subscribers,
    errorText: 'Failed to erase the subscriber',
  });
  return (
    <ConfirmDialog
      title="Erase this subscriber?"
      description={
        <>
          <strong style={{ overflowWrap: 'anywhere' }}>{subscriber.email}</strong> is deleted from every
          market&apos;s list, with its consent record. Only a one-way hash of the address is kept, so it is
          never mailed again unless the person subscribes anew. This cannot be undone.
        </>
      }
      confirmLabel="Erase"
      onConfirm={() => erase.mutateAsync(undefined).then(() => toast({ title: 'Subscriber erased' }))}
      trigger={
        <Button size="1" variant="soft" color="red" aria-label={`Erase ${subscriber.email}`}>
          Erase
        </Button>
      }
    />
  );
}
