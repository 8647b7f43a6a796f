'use client';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Grid,
  Heading,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { useState } from 'react';
import type { MaintenanceView, MaintenanceWindow } from '@/lib/admin/maintenance';
import { MAINTENANCE_MESSAGE_MAX } from '@/lib/constants/settings';
import { maintenanceModeBody, maintenanceWindowBody } from '@/lib/validations/maintenance';
import { adminFetch } from '../kit/admin-fetch';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { FieldError } from '../kit/form';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { MAINTENANCE_API, useMaintenance } from '../kit/queries';
import { ErrorState, LoadingState } from '../kit/states';
import { formatUtc } from '../format-utc';
import { PageHeader } from '../ui/page-header';
import { useToast } from '../ui/toaster';
import { BackupsSection } from './backups-section';
import { JobsSection } from './jobs-section';

/** A `datetime-local` value read as UTC (the screen says so): '' stays null. */
const utcInstant = (local: string): string | null => (local ? `${local}:00Z` : null);

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
            <Box>
              <Text
                as="label"
                htmlFor="maintenance-message"
                size="2"
                weight="medium"
                mb="1"
                style={{ display: 'block' }}
              >
                Message to visitors
              </Text>
              <TextArea
                id="maintenance-message"
                rows={3}
                value={message}
                maxLength={MAINTENANCE_MESSAGE_MAX}
                onChange={(e) => setMessage(e.target.value)}
                aria-invalid={error?.field === 'message' ? true : undefined}
                aria-describedby={error?.field === 'message' ? 'maintenance-message-error' : undefined}
              />
              <FieldError
                id="maintenance-message-error"
                message={error?.field === 'message' ? error.text : undefined}
              />
            </Box>
            <Box>
              <Text
                as="label"
                htmlFor="maintenance-ends"
                size="2"
                weight="medium"
                mb="1"
                style={{ display: 'block' }}
              >
                Ends at (UTC, optional)
              </Text>
              <TextField.Root
                id="maintenance-ends"
                type="datetime-local"
                value={endsAt}
                onChange={(e) => setEndsAt(e.target.value)}
                aria-invalid={error?.field === 'endsAt' ? true : undefined}
                aria-describedby={
                  error?.field === 'endsAt' ? 'maintenance-ends-error' : 'maintenance-ends-hint'
                }
              />
              <Text as="p" id="maintenance-ends-hint" size="1" color="gray" mt="1">
                Visitors are told when to come back; the site comes back by itself then.
              </Text>
              <FieldError
                id="maintenance-ends-error"
                message={error?.field === 'endsAt' ? error.text : undefined}
              />
            </Box>
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

function WindowsSection({ windows }: { windows: MaintenanceWindow[] }) {
  const toast = useToast();
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<{ field: 'startsAt' | 'endsAt' | 'message'; text: string } | null>(null);
  const schedule = useAdminMutation({
    mutationFn: (body: { startsAt: string; endsAt: string; message: string }) =>
      adminFetch(`${MAINTENANCE_API}/windows`, { method: 'POST', body }),
    invalidates: INVALIDATES.maintenance,
    errorText: 'Failed to schedule the window',
  });
  const cancel = useAdminMutation({
    mutationFn: (id: string) => adminFetch(`${MAINTENANCE_API}/windows/${id}`, { method: 'DELETE' }),
    invalidates: INVALIDATES.maintenance,
    errorText: 'Failed to cancel the window',
  });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const body = { startsAt: utcInstant(startsAt) ?? '', endsAt: utcInstant(endsAt) ?? '', message };
    const parsed = maintenanceWindowBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field =
        issue?.path[0] === 'endsAt' ? 'endsAt' : issue?.path[0] === 'message' ? 'message' : 'startsAt';
      setError({ field, text: issue?.message ?? 'Invalid value' });
      document.getElementById(`window-${field}`)?.focus();
      return;
    }
    setError(null);
    await schedule.mutateAsync(body).then(
      () => {
        toast({ title: 'Window scheduled', description: 'Public pages announce it from 24 hours before.' });
        setStartsAt('');
        setEndsAt('');
        setMessage('');
      },
      () => undefined,
    );
  }
  const invalid = (field: 'startsAt' | 'endsAt' | 'message') => (error?.field === field ? true : undefined);

  return (
    <Card size="3" asChild>
      <section aria-labelledby="maintenance-windows">
        <Heading as="h2" size="4" id="maintenance-windows" mb="1">
          Scheduled windows
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          A window starts and ends by itself on every instance. Public pages announce it from 24 hours before.
        </Text>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label="Schedule a maintenance window">
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <Box>
              <Text
                as="label"
                htmlFor="window-startsAt"
                size="2"
                weight="medium"
                mb="1"
                style={{ display: 'block' }}
              >
                Starts at (UTC)
              </Text>
              <TextField.Root
                id="window-startsAt"
                type="datetime-local"
                value={startsAt}
                onChange={(e) => setStartsAt(e.target.value)}
                aria-invalid={invalid('startsAt')}
                aria-describedby={invalid('startsAt') ? 'window-startsAt-error' : undefined}
              />
              <FieldError
                id="window-startsAt-error"
                message={error?.field === 'startsAt' ? error.text : undefined}
              />
            </Box>
            <Box>
              <Text
                as="label"
                htmlFor="window-endsAt"
                size="2"
                weight="medium"
                mb="1"
                style={{ display: 'block' }}
              >
                Ends at (UTC)
              </Text>
              <TextField.Root
                id="window-endsAt"
                type="datetime-local"
                value={endsAt}
                onChange={(e) => setEndsAt(e.target.value)}
                aria-invalid={invalid('endsAt')}
                aria-describedby={invalid('endsAt') ? 'window-endsAt-error' : undefined}
              />
              <FieldError
                id="window-endsAt-error"
                message={error?.field === 'endsAt' ? error.text : undefined}
              />
            </Box>
          </Grid>
          <Box mt="3">
            <Text
              as="label"
              htmlFor="window-message"
              size="2"
              weight="medium"
              mb="1"
              style={{ display: 'block' }}
            >
              Message to visitors during the window
            </Text>
            <TextArea
              id="window-message"
              rows={2}
              value={message}
              maxLength={MAINTENANCE_MESSAGE_MAX}
              onChange={(e) => setMessage(e.target.value)}
              aria-invalid={invalid('message')}
              aria-describedby={invalid('message') ? 'window-message-error' : undefined}
            />
            <FieldError
              id="window-message-error"
              message={error?.field === 'message' ? error.text : undefined}
            />
          </Box>
          <Flex justify="end" mt="3">
            <Button type="submit" loading={schedule.isPending}>
              Schedule window
            </Button>
          </Flex>
        </form>
        <Heading as="h3" size="3" mt="4" mb="2">
          Upcoming
        </Heading>
        {windows.length === 0 ? (
          <Text as="p" size="2" color="gray">
            No window is scheduled.
          </Text>
        ) : (
          <Flex asChild direction="column" gap="2">
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Upcoming windows">
              {windows.map((w) => (
                <li key={w.id}>
                  <Flex gap="3" align="center" justify="between" wrap="wrap">
                    <Text size="2">
                      {formatUtc(w.startsAt)} – {formatUtc(w.endsAt)}
                      {w.message ? ` · ${w.message}` : ''}
                    </Text>
                    <ConfirmDialog
                      maxWidth="440px"
                      trigger={
                        <Button
                          size="1"
                          variant="soft"
                          color="red"
                          aria-label={`Cancel the window from ${formatUtc(w.startsAt)}`}
                        >
                          Cancel
                        </Button>
                      }
                      title="Cancel this window?"
                      description={`The site stays up from ${formatUtc(w.startsAt)} to ${formatUtc(w.endsAt)}, and the pages stop announcing it.`}
                      confirmLabel="Cancel window"
                      onConfirm={() =>
                        cancel.mutateAsync(w.id).then(() => toast({ title: 'Window cancelled' }))
                      }
                    />
                  </Flex>
                </li>
              ))}
            </ul>
          </Flex>
        )}
      </section>
    </Card>
  );
}
