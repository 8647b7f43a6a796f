'use client';
import { Badge, Box, Button, Flex, RadioGroup, Text } from '@radix-ui/themes';
import { Controller, useForm } from 'react-hook-form';
import type { NotificationPreference } from '@/lib/admin/notifications';
import {
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_DELIVERY_LABELS,
  NOTIFICATION_EVENT_LABELS,
  type NotificationDelivery,
  type NotificationEvent,
} from '@/lib/constants/notifications';
import {
  notificationPreferencesBody,
  type NotificationPreferencesBody,
} from '@/lib/validations/notification-preferences';
import { adminFetch } from '../kit/admin-fetch';
import { schemaResolver } from '../kit/form';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { ACCOUNT_API, useNotificationPreferences } from '../kit/queries';
import { ErrorState, LoadingState } from '../kit/states';
import { useToast } from '../ui/toaster';

type Choices = Partial<Record<NotificationEvent, NotificationDelivery>>;

/** The form holds one choice per event; the body lists the events that can change (not the locked one). */
function toBody(
  preferences: readonly NotificationPreference[],
  choices: Choices,
): NotificationPreferencesBody {
  return {
    preferences: preferences
      .filter((p) => !p.locked)
      .map((p) => ({ event: p.event, delivery: choices[p.event] ?? p.delivery })),
  };
}

/**
 * Issue 39 point 1: which events the account is emailed about, at once or in the daily digest (the
 * events its role may have, as the API lists them); a sign-in from a new device is always on.
 */
export function NotificationsSection() {
  const preferences = useNotificationPreferences();
  if (preferences.isError && !preferences.isFetching)
    return (
      <ErrorState
        message="Your notification choices could not be loaded."
        onRetry={() => preferences.refetch()}
      />
    );
  if (!preferences.data) return <LoadingState compact />;
  return <NotificationsForm preferences={preferences.data} />;
}

function NotificationsForm({ preferences }: { preferences: NotificationPreference[] }) {
  const toast = useToast();
  const { control, handleSubmit, formState } = useForm<Choices>({
    defaultValues: Object.fromEntries(preferences.map((p) => [p.event, p.delivery])),
    resolver: schemaResolver(notificationPreferencesBody, (v: Choices) => toBody(preferences, v)),
  });
  const save = useAdminMutation({
    mutationFn: (body: NotificationPreferencesBody) =>
      adminFetch<{ preferences: NotificationPreference[] }>(`${ACCOUNT_API}/notifications`, {
        method: 'PUT',
        body,
      }),
    invalidates: INVALIDATES.account,
    errorText: 'Failed to save your notification choices',
  });
  return (
    <form
      noValidate
      aria-label="Notifications"
      onSubmit={(e) =>
        void handleSubmit(async (v) => {
          await save.mutateAsync(toBody(preferences, v)).then(
            () => toast({ title: 'Success', description: 'Notification choices saved' }),
            () => undefined,
          );
        })(e)
      }
    >
      <Flex direction="column" gap="3">
        <Text as="p" size="2" color="gray">
          Choose which events you are emailed about: immediately, or once a day in a digest.
        </Text>
        <Box asChild>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {preferences.map((p) => {
              const labelId = `notification-${p.event}-label`;
              return (
                <li key={p.event} style={{ padding: '8px 0', borderBottom: '1px solid var(--gray-a4)' }}>
                  <Flex justify="between" align={{ initial: 'start', sm: 'center' }} gap="2" wrap="wrap">
                    <Text as="div" size="2" weight="medium" id={labelId} style={{ minWidth: 0 }}>
                      {NOTIFICATION_EVENT_LABELS[p.event]}
                    </Text>
                    {p.locked ? (
                      <Badge color="green" aria-describedby={labelId}>
                        Always on
                      </Badge>
                    ) : (
                      <Controller
                        control={control}
                        name={p.event}
                        render={({ field }) => (
                          <RadioGroup.Root
                            aria-labelledby={labelId}
                            value={field.value}
                            onValueChange={field.onChange}
                            size="2"
                          >
                            <Flex gap="3" wrap="wrap">
                              {NOTIFICATION_DELIVERIES.map((d) => (
                                <RadioGroup.Item key={d} value={d}>
                                  {NOTIFICATION_DELIVERY_LABELS[d]}
                                </RadioGroup.Item>
                              ))}
                            </Flex>
                          </RadioGroup.Root>
                        )}
                      />
                    )}
                  </Flex>
                </li>
              );
            })}
          </ul>
        </Box>
        <Box>
          <Button type="submit" disabled={formState.isSubmitting}>
            Save notifications
          </Button>
        </Box>
      </Flex>
    </form>
  );
}
