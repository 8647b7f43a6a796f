'use client';
import { Badge, Box, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import type { CampaignView } from '@/lib/admin/notifications';
import type { CampaignStatus } from '@/lib/constants/notifications';
import { getMarket } from '@/lib/markets';
import { useCampaigns } from '../kit/queries';
import { ErrorState, LoadingState } from '../kit/states';
import { formatUtc } from '../format-utc';
import { CampaignActions } from './campaign-actions';
import { CampaignComposer } from './campaign-composer';

const STATUS_COLORS: Record<CampaignStatus, 'gray' | 'blue' | 'amber' | 'green'> = {
  draft: 'gray',
  scheduled: 'blue',
  sending: 'amber',
  sent: 'green',
};

function when(c: CampaignView): string {
  if (c.status === 'scheduled' && c.sendAt) return `sends ${formatUtc(c.sendAt)}`;
  if (c.finishedAt) return `sent ${formatUtc(c.finishedAt)}`;
  if (c.queuedAt) return `started ${formatUtc(c.queuedAt)}`;
  return `written ${formatUtc(c.createdAt)}`;
}

function CampaignRow({ campaign: c }: { campaign: CampaignView }) {
  const counts = c.counts;
  return (
    <Flex direction="column" gap="2" asChild>
      <li>
        <Flex gap="2" align="center" wrap="wrap">
          <Text weight="medium">{c.subject}</Text>
          <Badge color={STATUS_COLORS[c.status]}>{c.status}</Badge>
          <Text size="1" color="gray">
            {getMarket(c.market).label} · {c.articleIds.length} article{c.articleIds.length === 1 ? '' : 's'}{' '}
            · {when(c)}
          </Text>
        </Flex>
        {c.status !== 'draft' && c.status !== 'scheduled' ? (
          <Text size="2" aria-label={`Recipients of ${c.subject}`}>
            {counts.sent} sent · {counts.queued} queued · {counts.failed} failed · {counts.bounced} bounced
            {counts.skipped ? ` · ${counts.skipped} left before their turn` : ''}
          </Text>
        ) : null}
        <CampaignActions campaign={c} />
      </li>
    </Flex>
  );
}

/** Newsletter campaigns (issue 39, docs/adr/0111): the composer, then every campaign with where its sending stands. */
export function CampaignsSection() {
  const campaigns = useCampaigns();
  return (
    <Card size="3" asChild>
      <section aria-labelledby="notifications-campaigns">
        <Heading as="h2" size="4" id="notifications-campaigns" mb="1">
          Campaigns
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          A newsletter for one market: its confirmed subscribers each receive it once, in the market&apos;s
          language, with a one-click unsubscribe link.
        </Text>
        <CampaignComposer />
        <Separator size="4" my="4" />
        <Box>
          {campaigns.isPending ? (
            <LoadingState compact label="Loading campaigns..." />
          ) : campaigns.isError ? (
            <ErrorState
              message="The campaigns could not be loaded."
              onRetry={() => campaigns.refetch()}
              retrying={campaigns.isFetching}
            />
          ) : campaigns.data.length === 0 ? (
            <Text as="p" size="2" color="gray">
              No campaign yet.
            </Text>
          ) : (
            <Flex asChild direction="column" gap="4">
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Campaigns">
                {campaigns.data.map((c) => (
                  <CampaignRow key={c.id} campaign={c} />
                ))}
              </ul>
            </Flex>
          )}
        </Box>
      </section>
    </Card>
  );
}
