'use client';
import { Button } from '@radix-ui/themes';
import type { Editor } from '@tiptap/core';

/** The toolbar's shared parts: its buttons, and the form and focus rules of its dialogs. */

export function ToggleButton({
  label,
  pressed,
  onClick,
  disabled,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Button
      highContrast
      type="button"
      size="1"
      variant={pressed ? 'solid' : 'soft'}
      color="gray"
      aria-label={label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      disabled={disabled}
      // Keep the editor's selection: a click on the toolbar must not move the focus out first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * A toolbar dialog's form. Radix portals the popover to <body>, but React bubbles a submit through the
 * component tree, where the article form surrounds the editor: without stopPropagation, Enter or Apply in
 * here saved the article (and published a published one) and dropped the link.
 */
export function DialogForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => void;
  children: React.ReactNode;
}) {
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** Back to the text after a toolbar dialog or menu closes, instead of Radix's return to its trigger. */
export function refocusEditor(editor: Editor) {
  return (event: Event) => {
    event.preventDefault();
    editor.commands.focus();
  };
}
