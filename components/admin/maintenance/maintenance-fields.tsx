'use client';
import { TextArea, TextField } from '@radix-ui/themes';
import { MAINTENANCE_MESSAGE_MAX } from '@/lib/constants/settings';
import { Field } from '../kit/field';

/** A `datetime-local` value read as UTC (the screen says so): '' stays null. */
export const utcInstant = (local: string): string | null => (local ? `${local}:00Z` : null);

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** The message visitors read during maintenance (mode now, or a window). */
export function MessageField({ rows, ...field }: Props & { rows: number }) {
  return (
    <Field id={field.id} label={field.label} error={field.error}>
      {(input) => (
        <TextArea
          {...input}
          rows={rows}
          value={field.value}
          maxLength={MAINTENANCE_MESSAGE_MAX}
          onChange={(e) => field.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A wall-clock time typed as UTC (read with `utcInstant`). */
export function UtcTimeField({ hint, ...field }: Props & { hint?: string }) {
  return (
    <Field id={field.id} label={field.label} error={field.error} hint={hint}>
      {(input) => (
        <TextField.Root
          {...input}
          type="datetime-local"
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
