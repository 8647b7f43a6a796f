import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { inputClass } from './styles';

type Common = { id: string; label: string; error?: string; optional?: boolean };

function Label({ id, label, optional }: Common) {
  return (
    <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
      {label}
      {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
    </label>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
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
    <div>
      <Label id={id} label={label} optional={optional} />
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={id} error={error} />
    </div>
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
    <div>
      <Label id={id} label={label} optional={optional} />
      <textarea
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...area}
      />
      <FieldError id={id} error={error} />
    </div>
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
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
