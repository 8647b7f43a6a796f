import { Box, Text } from '@radix-ui/themes';

/**
 * A control's label (Themes has no form label of its own), with a red asterisk when the field is
 * required. `stacked` puts it on its own line above the control.
 */
export function FieldLabel({
  htmlFor,
  id,
  required,
  stacked,
  children,
}: {
  htmlFor?: string;
  id?: string;
  required?: boolean;
  stacked?: boolean;
  children: string;
}) {
  return (
    <Text
      as="label"
      htmlFor={htmlFor}
      id={id}
      size="2"
      weight="medium"
      mb={stacked ? '1' : undefined}
      style={stacked ? { display: 'block' } : undefined}
    >
      {children}
      {required ? (
        <Text color="red" aria-hidden="true">
          {' '}
          *
        </Text>
      ) : null}
    </Text>
  );
}

/** A label above its control. */
export function LabeledField({
  id,
  label,
  required,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box>
      <FieldLabel htmlFor={id} required={required} stacked>
        {label}
      </FieldLabel>
      {children}
    </Box>
  );
}
