import { Text } from '@radix-ui/themes';

/**
 * A control's label (Themes has no form label of its own), with a red asterisk when the field is
 * required. `stacked` puts it on its own line above the control (as kit/field.tsx's Field does).
 */
export function FieldLabel({
  htmlFor,
  id,
  required,
  stacked,
  badge,
  size = '2',
  children,
}: {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  stacked?: boolean;
  /** After the text, inside the label (kit/field.tsx: why a field is read-only). */
  badge?: React.ReactNode;
  /** '1' beside a small control (a row's inline form). */
  size?: '1' | '2';
  children: string;
}) {
  return (
    <Text
      as="label"
      htmlFor={htmlFor}
      id={id}
      size={size}
      weight="medium"
      mb={stacked ? '1' : undefined}
      style={stacked ? { display: 'block' } : undefined}
    >
      {children}
      {badge ? <> {badge}</> : null}
      {required ? (
        <Text color="red" aria-hidden="true">
          {' '}
          *
        </Text>
      ) : null}
    </Text>
  );
}
