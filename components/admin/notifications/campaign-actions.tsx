'use client';
import { Button, Dialog, Flex, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import type { CampaignResponse, CampaignView } from '@/lib/admin/notifications';
import { getMarket } from '@/lib/markets';
import { adminFetch } from '../kit/admin-fetch';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { Field } from '../kit/field';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { CAMPAIGNS_API, useCampaignArticles, useCampaignPreview } from '../kit/queries';
import { ErrorState, LoadingState } from '../kit/states';
import { formatUtc } from '../format-utc';
import { useToast } from '../ui/toaster';

/** A `datetime-local` value read as UTC (the screen says so, like Maintenance's). */
const utcInstant = (local: string): string | null => (local ? `${local}:00Z` : null);

function PreviewDialog({ campaign }: { campaign: CampaignView }) {
  const [open, setOpen] = useState(false);
  const preview = useCampaignPreview(campaign.id, open);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="1" variant="soft" aria-label={`Preview “${campaign.subject}”`}>
          Preview
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="720px">
        <Dialog.Title>{campaign.subject}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          As a subscriber of {getMarket(campaign.market).label} receives it.
        </Dialog.Description>
        {preview.isPending ? (
          <LoadingState compact label="Loading the preview..." />
        ) : preview.isError ? (
          <ErrorState message="The preview could not be loaded." onRetry={() => preview.refetch()} />
        ) : (
          // sandbox with no permission: no script, no form, no navigation of the portal.
          <iframe
            title={`Preview of ${campaign.subject}`}
            sandbox=""
            srcDoc={preview.data.html}
            style={{ width: '100%', height: '60vh', border: '1px solid var(--gray-a6)', borderRadius: 6 }}
          />
        )}
        <Flex justify="end" mt="3">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Preview, "Send a test to me", and for a draft or scheduled campaign "Send now" and "Schedule". */
export function CampaignActions({ campaign }: { campaign: CampaignView }) {
  const toast = useToast();
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string>();
  const sendable = campaign.status === 'draft' || campaign.status === 'scheduled';
  const audience = useCampaignArticles(campaign.market);
  const recipients = audience.data?.confirmedSubscribers;
  const market = getMarket(campaign.market).label;
  const test = useAdminMutation({
    mutationFn: () => adminFetch<{ to: string }>(`${CAMPAIGNS_API}/${campaign.id}/test`, { method: 'POST' }),
    invalidates: [],
    errorText: 'Failed to send the test',
  });
  const send = useAdminMutation({
    mutationFn: (body: { at?: string }) =>
      adminFetch<CampaignResponse>(`${CAMPAIGNS_API}/${campaign.id}/send`, {
        method: 'POST',
        body,
      }),
    invalidates: INVALIDATES.campaigns,
    errorText: 'Failed to send the campaign',
  });
  const who =
    recipients === undefined
      ? `the confirmed subscribers of ${market}`
      : `${recipients} confirmed subscriber${recipients === 1 ? '' : 's'} of ${market}`;

  return (
    <Flex gap="2" wrap="wrap" align="end">
      <PreviewDialog campaign={campaign} />
      <Button
        size="1"
        variant="soft"
        loading={test.isPending}
        onClick={() =>
          void test.mutateAsync(undefined).then(
            ({ to }) => toast({ title: 'Test sent', description: `Sent to ${to}.` }),
            () => undefined,
          )
        }
      >
        Send a test to me
      </Button>
      {sendable ? (
        <>
          <ConfirmDialog
            title={`Send “${campaign.subject}” now?`}
            description={`It goes to ${who}, each once. This cannot be undone.`}
            confirmLabel="Send now"
            trigger={<Button size="1">Send now</Button>}
            onConfirm={() =>
              send
                .mutateAsync({})
                .then(({ campaign: c }) =>
                  toast({ title: 'Sending', description: `${c.counts.queued} messages queued.` }),
                )
            }
          />
          <Field id={`schedule-${campaign.id}`} label="Send at (UTC)" size="1" error={atError}>
            {(input) => (
              <Flex gap="2" align="center">
                <TextField.Root
                  {...input}
                  size="1"
                  type="datetime-local"
                  value={at}
                  onChange={(e) => setAt(e.target.value)}
                />
                <ConfirmDialog
                  title={`Schedule “${campaign.subject}”?`}
                  description={`At ${at ? formatUtc(utcInstant(at)!) : '…'} it goes to ${who} (counted again then).`}
                  confirmLabel="Schedule"
                  trigger={
                    <Button size="1" variant="outline" disabled={!at}>
                      Schedule
                    </Button>
                  }
                  onConfirm={() => {
                    const when = utcInstant(at);
                    if (!when || Date.parse(when) <= Date.now()) {
                      setAtError('The send time must be in the future');
                      return;
                    }
                    setAtError(undefined);
                    return send.mutateAsync({ at: when }).then(() => {
                      toast({ title: 'Scheduled', description: `Sends at ${formatUtc(when)}.` });
                      setAt('');
                    });
                  }}
                />
              </Flex>
            )}
          </Field>
        </>
      ) : null}
    </Flex>
  );
}
