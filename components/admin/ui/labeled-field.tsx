import { Box, Text } from '@radix-ui/themes';

/** A label above its control (Themes has no form label of its own), with an optional hint or error under it. */
export function LabeledField({
  id,
  label,
  required,
  hint,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Box>
      <Text as="label" htmlFor={id} size="2" weight="medium" mb="1" style={{ display: 'block' }}>
        {label}
        {required ? (
          <Text color="red" aria-hidden="true">
            {' '}
            *
          </Text>
        ) : null}
      </Text>
      {children}
      {hint}
    </Box>
  );
}
