import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { HONEYPOT_FIELD } from '@/lib/constants/forms';
import { Input, Textarea } from './input';
import { Label } from './label';

type Common = { id: string; label: string; error?: string; optional?: boolean };

/** Label, control and error; the control names the error as its description (see `described`). */
function Field({ id, label, error, optional, children }: Common & { children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={id} optional={optional}>
        {label}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Marks a control invalid and points it at its error, so the error is read with the field. */
function described(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

/** A labelled input whose error is announced with it (aria-describedby). */
export function TextField({
  id,
  label,
  error,
  optional,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} error={error} optional={optional}>
      <Input id={id} {...described(id, error)} {...input} />
    </Field>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  optional,
  ...area
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field id={id} label={label} error={error} optional={optional}>
      <Textarea id={id} {...described(id, error)} {...area} />
    </Field>
  );
}

/** Hidden from people (and assistive tech); bots that fill every field give themselves away. */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
