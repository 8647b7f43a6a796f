'use client';
import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useState } from 'react';
import type { IntegrationStatus, IntegrationTest } from '@/lib/admin/settings';
import type { IntegrationName } from '@/lib/constants/settings';
import { adminFetch } from '../kit/admin-fetch';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { INTEGRATIONS_API, useIntegrations } from '../kit/queries';
import { ErrorState, LoadingState } from '../kit/states';

const TITLES: Record<IntegrationName, { title: string; action: string }> = {
  smtp: { title: 'Email (SMTP)', action: 'Send a test email to me' },
  deepl: { title: 'DeepL translation', action: 'Check quota left' },
  storage: { title: 'Image storage', action: 'Write and read a probe file' },
  redis: { title: 'Redis (shared page cache)', action: 'Ping Redis' },
};

/** Read-only: each integration is configured by environment variables; its test really uses it. */
export function IntegrationsSection() {
  const integrations = useIntegrations();
  return (
    <Card size="3" asChild>
      <section aria-labelledby="settings-integrations">
        <Heading as="h2" size="4" id="settings-integrations" mb="1">
          Integrations
        </Heading>
        <Text as="p" size="2" color="gray" mb="3">
          Set up by environment variables (docs/deploy.md); their keys are never shown here.
        </Text>
        {integrations.isPending ? (
          <LoadingState compact label="Loading integrations..." />
        ) : integrations.isError ? (
          <ErrorState
            message="The integrations could not be loaded."
            onRetry={() => integrations.refetch()}
            retrying={integrations.isFetching}
          />
        ) : (
          <Flex asChild direction="column" gap="4">
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {integrations.data.map((integration) => (
                <IntegrationRow key={integration.name} integration={integration} />
              ))}
            </ul>
          </Flex>
        )}
      </section>
    </Card>
  );
}

function IntegrationRow({ integration }: { integration: IntegrationStatus }) {
  const [result, setResult] = useState<IntegrationTest | null>(null);
  const { title, action } = TITLES[integration.name];
  const headingId = `integration-${integration.name}`;
  const run = useAdminMutation({
    mutationFn: () =>
      adminFetch<IntegrationTest>(`${INTEGRATIONS_API}/${integration.name}/test`, { method: 'POST' }),
    // A test may change what the status says (Redis back, a bucket reachable).
    invalidates: INVALIDATES.integrations,
    errorText: `The ${title} test could not be run`,
  });
  return (
    <li aria-labelledby={headingId}>
      <Flex direction={{ initial: 'column', sm: 'row' }} gap="3" justify="between" align={{ sm: 'start' }}>
        <div>
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h3" size="3" id={headingId}>
              {title}
            </Heading>
            <Badge color={integration.configured ? 'green' : 'gray'} variant="soft">
              {integration.configured ? 'Configured' : `Not set (${integration.variable})`}
            </Badge>
          </Flex>
          <Text as="p" size="2" color="gray" mt="1">
            {integration.status}
          </Text>
          <Text
            as="p"
            size="2"
            mt="1"
            role="status"
            color={result ? (result.ok ? 'green' : 'red') : undefined}
          >
            {result ? `${result.ok ? 'Passed' : 'Failed'}: ${result.message}` : null}
          </Text>
        </div>
        <Button
          variant="soft"
          loading={run.isPending}
          style={{ flex: 'none' }}
          onClick={() => {
            setResult(null);
            void run.mutateAsync(undefined).then(setResult, () => undefined);
          }}
        >
          {action}
        </Button>
      </Flex>
    </li>
  );
}
