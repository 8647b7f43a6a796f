'use client';
import { Badge, TextArea, TextField } from '@radix-ui/themes';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import type { SettingsView } from '@/lib/admin/settings';
import type { SiteSettingKey, SiteSettings } from '@/lib/validations/settings';
import { Field } from '../kit/field';

/**
 * The settings form's two kinds of field, bound to its form: a one-line input (read-only, with a badge
 * saying so, when an environment variable sets it) and a text area with its hint.
 */
export function settingFields({
  register,
  errors,
  locked,
}: {
  register: UseFormRegister<SiteSettings>;
  errors: FieldErrors<SiteSettings>;
  locked: SettingsView['locked'];
}) {
  const field = (
    name: Path<SiteSettings>,
    label: string,
    options: { type?: 'text' | 'tel' | 'email' | 'url'; hint?: string; placeholder?: string } = {},
  ) => {
    const id = `settings-${name.replace('.', '-')}`;
    const message = errorAt(errors, name);
    const lockedBy = locked[name as SiteSettingKey];
    return (
      <Field
        key={name}
        id={id}
        label={label}
        badge={
          lockedBy ? (
            <Badge color="gray" variant="soft">
              Set by the environment ({lockedBy})
            </Badge>
          ) : null
        }
        error={message}
        hint={options.hint}
      >
        {(input) => (
          <TextField.Root
            {...input}
            type={options.type ?? 'text'}
            placeholder={options.placeholder}
            readOnly={Boolean(lockedBy)}
            {...register(name)}
          />
        )}
      </Field>
    );
  };
  const area = (name: Path<SiteSettings>, label: string, hint: string) => {
    const id = `settings-${name.replace('.', '-')}`;
    const message = errorAt(errors, name);
    return (
      <Field key={name} id={id} label={label} error={message} hint={hint}>
        {(input) => <TextArea {...input} rows={3} {...register(name)} />}
      </Field>
    );
  };
  return { field, area };
}

/** The message of a field's error, nested groups included. */
function errorAt(errors: object, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) {
    node = node && typeof node === 'object' ? Reflect.get(node, part) : undefined;
  }
  const message = node && typeof node === 'object' ? Reflect.get(node, 'message') : undefined;
  return typeof message === 'string' ? message : undefined;
}
