'use client';
import { Box, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { MaintenanceWindow } from '@/lib/admin/maintenance';
import { maintenanceWindowBody } from '@/lib/validations/maintenance';
import { adminFetch } from '../kit/admin-fetch';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { MAINTENANCE_API } from '../kit/queries';
import { formatUtc } from '../format-utc';
import { useToast } from '../ui/toaster';
import { MessageField, utcInstant, UtcTimeField } from './maintenance-fields';

export function WindowsSection({ windows }: { windows: MaintenanceWindow[] }) {
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
            <UtcTimeField
              id="window-startsAt"
              label="Starts at (UTC)"
              value={startsAt}
              onChange={setStartsAt}
              error={error?.field === 'startsAt' ? error.text : undefined}
            />
            <UtcTimeField
              id="window-endsAt"
              label="Ends at (UTC)"
              value={endsAt}
              onChange={setEndsAt}
              error={error?.field === 'endsAt' ? error.text : undefined}
            />
          </Grid>
          <Box mt="3">
            <MessageField
              id="window-message"
              label="Message to visitors during the window"
              rows={2}
              value={message}
              onChange={setMessage}
              error={error?.field === 'message' ? error.text : undefined}
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
