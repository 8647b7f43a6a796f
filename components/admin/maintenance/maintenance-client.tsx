'use client';
import { Badge, Box, Button, Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { MaintenanceView } from '@/lib/admin/maintenance';
import { maintenanceModeBody } from '@/lib/validations/maintenance';
import { adminFetch } from '../kit/admin-fetch';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { MAINTENANCE_API, useMaintenance } from '../kit/queries';
import { ErrorState, LoadingState } from '../kit/states';
import { formatUtc } from '../format-utc';
import { PageHeader } from '../ui/page-header';
import { useToast } from '../ui/toaster';
import { BackupsSection } from './backups-section';
import { JobsSection } from './jobs-section';
import { MessageField, utcInstant, UtcTimeField } from './maintenance-fields';
import { WindowsSection } from './windows-section';

/** Issue 37, Schedule Maintenance (admins only): maintenance mode now, and windows that start and end by themselves. */
export function MaintenanceScreen() {
  const query = useMaintenance();
  return (
    <Box>
      <PageHeader
        title="Maintenance"
        subtitle="Take the public site down now or at a planned time; the portal stays up."
      />
      <Container asChild size="3" px={{ initial: '3', sm: '6' }} py="6">
        <div>
          {query.isPending ? (
            <LoadingState label="Loading maintenance..." />
          ) : query.isError ? (
            <ErrorState
              message="The maintenance state could not be loaded."
              onRetry={() => query.refetch()}
              retrying={query.isFetching}
            />
          ) : (
            <Flex direction="column" gap="5">
              <ModeSection view={query.data} />
              <WindowsSection windows={query.data.windows} />
              <JobsSection />
              <BackupsSection />
            </Flex>
          )}
        </div>
      </Container>
    </Box>
  );
}

function ModeSection({ view }: { view: MaintenanceView }) {
  const toast = useToast();
  const [message, setMessage] = useState(view.mode.message);
  const [endsAt, setEndsAt] = useState('');
  const [error, setError] = useState<{ field: 'message' | 'endsAt'; text: string } | null>(null);
  const set = useAdminMutation({
    mutationFn: (body: { enabled: boolean; message?: string; endsAt?: string | null }) =>
      adminFetch<MaintenanceView>(MAINTENANCE_API, { method: 'PUT', body }),
    invalidates: INVALIDATES.maintenance,
    errorText: 'Failed to change maintenance mode',
  });
  const on = view.mode.enabled && view.active?.source === 'mode';
  const body = { enabled: true, message, endsAt: utcInstant(endsAt) };

  /** Checked by the API's own schema before the question is asked. */
  function check(): boolean {
    const parsed = maintenanceModeBody.safeParse(body);
    if (parsed.success) {
      setError(null);
      return true;
    }
    const issue = parsed.error.issues[0];
    setError({
      field: issue?.path[0] === 'endsAt' ? 'endsAt' : 'message',
      text: issue?.message ?? 'Invalid value',
    });
    return false;
  }

  return (
    <Card size="3" asChild>
      <section aria-labelledby="maintenance-mode">
        <Flex gap="2" align="center" mb="2" wrap="wrap">
          <Heading as="h2" size="4" id="maintenance-mode">
            Maintenance mode
          </Heading>
          <Badge color={view.active ? 'amber' : 'green'} variant="soft" data-testid="maintenance-status">
            {view.active
              ? view.active.source === 'mode'
                ? 'On'
                : 'On (scheduled window)'
              : 'Off: the site is up'}
          </Badge>
        </Flex>
        <Text as="p" size="2" color="gray" mb="3">
          While it is on, every public page answers 503 with your message and search engines are told to come
          back; the portal, sign-in and health checks keep working, and you (signed in) still see the site.
        </Text>
        {on ? (
          <Flex direction="column" gap="3">
            <Text as="p" size="2">
              On since {view.mode.changedAt ? formatUtc(view.mode.changedAt) : '—'}
              {view.mode.endsAt ? `, ends by itself at ${formatUtc(view.mode.endsAt)}` : ', until turned off'}
              .
            </Text>
            <ConfirmDialog
              maxWidth="440px"
              trigger={<Button color="green">Turn off maintenance mode</Button>}
              title="Turn off maintenance mode?"
              description="Visitors get the public site again within seconds, on every instance."
              confirmLabel="Turn off"
              onConfirm={() =>
                set.mutateAsync({ enabled: false }).then(() => toast({ title: 'Maintenance mode is off' }))
              }
            />
          </Flex>
        ) : (
          <Flex direction="column" gap="3">
            <MessageField
              id="maintenance-message"
              label="Message to visitors"
              rows={3}
              value={message}
              onChange={setMessage}
              error={error?.field === 'message' ? error.text : undefined}
            />
            <UtcTimeField
              id="maintenance-ends"
              label="Ends at (UTC, optional)"
              hint="Visitors are told when to come back; the site comes back by itself then."
              value={endsAt}
              onChange={setEndsAt}
              error={error?.field === 'endsAt' ? error.text : undefined}
            />
            <Flex>
              <ConfirmDialog
                maxWidth="440px"
                trigger={
                  <Button color="amber" onClick={(e) => (check() ? undefined : e.preventDefault())}>
                    Turn on maintenance mode
                  </Button>
                }
                title="Turn on maintenance mode?"
                description="Every public page answers 503 with your message within seconds, on every instance, until you turn it off or it ends."
                confirmLabel="Turn on"
                onConfirm={() =>
                  set.mutateAsync(body).then(() =>
                    toast({
                      title: 'Maintenance mode is on',
                      description: 'Only signed-in members of the team see the site.',
                    }),
                  )
                }
              />
            </Flex>
          </Flex>
        )}
      </section>
    </Card>
  );
}
