'use client';
import { Box, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { FieldLabel } from '../ui/labeled-field';
import { FieldError } from './form';

/** What a field hands its control: the id its label points at, and its error and hint wired up. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The portal's one form field: a label above the control (a red asterisk when required, a badge after
 * it), an optional hint under it that always describes it, then the error (announced, and describing
 * the control while shown). The control comes from `children`, which receives its `id`, `aria-invalid` and
 * `aria-describedby`: spread them on the input, or pass them to whatever renders one.
 */
export function Field({
  id,
  label,
  required,
  badge,
  size,
  error,
  errorId = `${id}-error`,
  invalid = Boolean(error),
  describedBy,
  hint,
  hintId = `${id}-hint`,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  /** Shown in the label after its text (e.g. why the field is read-only). */
  badge?: ReactNode;
  /** The label's text size: '1' beside a small control. */
  size?: '1' | '2';
  /** The message to show; nothing is shown (and the control is valid) while it is empty. */
  error?: string;
  /** The error block's id, when a form already named it otherwise than `{id}-error`. */
  errorId?: string;
  /** Marks the control invalid when the form says why elsewhere (one alert for the whole form). */
  invalid?: boolean;
  /** Other elements that describe the control (password rules, a shared error), by id. */
  describedBy?: string;
  hint?: ReactNode;
  /** The hint's id, when a form already named it otherwise than `{id}-hint`. */
  hintId?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const described = [describedBy, hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <Box>
      <FieldLabel htmlFor={id} required={required} badge={badge} size={size} stacked>
        {label}
      </FieldLabel>
      {children({
        id,
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint ? (
        <Text as="p" id={hintId} size="1" color="gray" mt="1">
          {hint}
        </Text>
      ) : null}
      <FieldError id={errorId} message={error} />
    </Box>
  );
}
