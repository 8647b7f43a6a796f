'use client';
import { Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';

/** A screen's (or a section's) data on its way. */
export function LoadingState({ label = 'Loading...', compact }: { label?: string; compact?: boolean }) {
  return (
    <Flex role="status" aria-live="polite" justify="center" align="center" gap="2" py={compact ? '3' : '9'}>
      <Spinner size={compact ? '2' : '3'} />
      <Text color="gray" size={compact ? '2' : '3'}>
        {label}
      </Text>
    </Flex>
  );
}

/**
 * Nothing to show: a loaded list with no rows. `screen` (the default) is a whole screen's empty state,
 * titled by a heading; `card` is a sentence in a card (a tab's list); `inline` a sentence in a panel.
 */
export function EmptyState({
  title,
  description,
  action,
  variant = 'screen',
}: {
  title: string;
  description?: string;
  action?: React.ReactNode;
  variant?: 'screen' | 'card' | 'inline';
}) {
  if (variant === 'inline')
    return (
      <Text as="p" size="2" color="gray">
        {title}
      </Text>
    );
  const body = (
    <Flex direction="column" align="center" gap="3" py={variant === 'screen' ? '6' : '0'}>
      {variant === 'screen' ? (
        <Heading as="h2" size="4">
          {title}
        </Heading>
      ) : (
        <Text as="p" align="center" color="gray">
          {title}
        </Text>
      )}
      {description ? (
        <Text as="p" size="2" color="gray" align="center">
          {description}
        </Text>
      ) : null}
      {action}
    </Flex>
  );
  return <Card size={variant === 'screen' ? '4' : '3'}>{body}</Card>;
}

/**
 * A load that failed (after the kit's retries): said so, with a button that asks again. Never shown as an
 * empty list, which would tell the admin there is nothing when there may be plenty.
 */
export function ErrorState({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => unknown;
  retrying?: boolean;
}) {
  return (
    <Card size="3" role="alert">
      <Flex direction="column" align="center" gap="3">
        <Text as="p" color="gray" align="center">
          {message}
        </Text>
        <Button highContrast variant="soft" loading={retrying} onClick={() => void onRetry()}>
          Retry
        </Button>
      </Flex>
    </Card>
  );
}
