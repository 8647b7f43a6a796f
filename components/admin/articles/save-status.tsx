'use client';
import { Text } from '@radix-ui/themes';
import type { SaveState } from './use-autosave';

/** The editor's save state, always on screen and announced politely when it changes (issue 23 point 5). */
export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <Text
      size={{ initial: '1', sm: '2' }}
      color={state === 'Unsaved changes' ? 'amber' : 'gray'}
      role="status"
      aria-live="polite"
      data-testid="save-status"
      style={{ whiteSpace: 'nowrap' }}
    >
      {state}
    </Text>
  );
}
