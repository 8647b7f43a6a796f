'use client';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useState } from 'react';

interface Props {
  title: string;
  description: React.ReactNode;
  /** More content under the description (a list of what is affected). */
  children?: React.ReactNode;
  confirmLabel: string;
  /**
   * Runs the action. The dialog stays open, its buttons busy, until the promise settles, then closes;
   * resolving `false` keeps it open (the action moved the dialog to another step). A rejection closes it
   * too: the caller has already told the admin what went wrong (a toast).
   */
  onConfirm: () => Promise<unknown> | unknown;
  /** Uncontrolled: the button that opens it (focus returns to it on close). */
  trigger?: React.ReactElement;
  /** Controlled: for a dialog opened from elsewhere (a row menu). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Controlled only: where focus goes on close, since no trigger of the dialog's own holds it. */
  returnFocusTo?: () => HTMLElement | null;
  maxWidth?: string;
}

/**
 * The one confirmation of the portal (delete an article, images or a category, end a session): an alert
 * dialog named by its title and described by its text, Cancel first and focused by Radix (a stray Enter
 * does not destroy anything), Escape cancels, and focus returns to where the admin was.
 */
export function ConfirmDialog({
  title,
  description,
  children,
  confirmLabel,
  onConfirm,
  trigger,
  open: controlledOpen,
  onOpenChange,
  returnFocusTo,
  maxWidth = '450px',
}: Props) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  async function confirm() {
    setBusy(true);
    let keepOpen = false;
    try {
      keepOpen = (await onConfirm()) === false;
    } catch {
      // Reported by the caller; the dialog has nothing more to offer.
    } finally {
      setBusy(false);
    }
    if (!keepOpen) setOpen(false);
  }

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        // While the action runs, Escape does not pretend to cancel it.
        if (!busy) setOpen(next);
      }}
    >
      {trigger ? <AlertDialog.Trigger>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Content
        maxWidth={maxWidth}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{description}</AlertDialog.Description>
        {children}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button highContrast variant="soft" color="gray" disabled={busy}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button highContrast color="red" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
