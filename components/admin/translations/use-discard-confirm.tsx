'use client';
import { useState } from 'react';
import { ConfirmDialog } from '../kit/confirm-dialog';

/**
 * Issue 33: leaving a translation with typed, unsaved text (Cancel, another row, another article or
 * language) asks first, in the portal's one confirmation dialog. `guard(action)` runs the action at once
 * when nothing is at stake; `dialog` is the element to render.
 */
export function useDiscardConfirm(dirty: boolean, returnFocusTo: () => HTMLElement | null) {
  const [pending, setPending] = useState<{ run: () => void } | null>(null);
  const guard = (action: () => void) => {
    if (dirty) setPending({ run: action });
    else action();
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title="Discard your translation?"
      description="The text you typed has not been saved. Discarding it cannot be undone."
      confirmLabel="Discard"
      onConfirm={() => pending?.run()}
      returnFocusTo={returnFocusTo}
    />
  );
  return { guard, dialog };
}
