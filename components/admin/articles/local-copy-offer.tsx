'use client';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { formatAdminDateTime } from './format';
import type { LocalCopy } from './local-copies';

/**
 * The offer to restore unsaved work this browser kept for this user and article (issue 22 point 5,
 * issue 33 point 3): one line per copy, newest first, each restorable or discarded on its own.
 */
export function LocalCopyOffer({
  copies,
  onRestore,
  onDiscard,
}: {
  copies: readonly LocalCopy[];
  onRestore: (copy: LocalCopy) => void;
  onDiscard: (copy: LocalCopy) => void;
}) {
  if (copies.length === 0) return null;
  return (
    <Callout.Root highContrast color="blue" role="status" data-testid="local-copies">
      <Callout.Text>
        {copies.length === 1
          ? 'This browser kept changes to this article that were not saved.'
          : `This browser kept ${copies.length} versions of this article that were not saved (from closed tabs), newest first.`}
      </Callout.Text>
      <Flex direction="column" gap="2" mt="1" asChild>
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {copies.map((copy) => {
            const id = `copy-${copy.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
            return (
              <li key={copy.key}>
                <Text as="p" size="2" id={id}>
                  From {formatAdminDateTime(copy.savedAt)}: “{copy.values.title || 'Untitled'}”
                </Text>
                <Flex gap="2" mt="1" wrap="wrap">
                  <Button highContrast size="1" aria-describedby={id} onClick={() => onRestore(copy)}>
                    Restore unsaved changes
                  </Button>
                  <Button
                    highContrast
                    size="1"
                    variant="soft"
                    color="gray"
                    aria-describedby={id}
                    onClick={() => onDiscard(copy)}
                  >
                    Discard
                  </Button>
                </Flex>
              </li>
            );
          })}
        </ul>
      </Flex>
    </Callout.Root>
  );
}
