import { Flex, Spinner as ThemeSpinner, Text } from '@radix-ui/themes';

export function Spinner({ label }: { label: string }) {
  return (
    <Flex role="status" aria-live="polite" direction="column" align="center" gap="3" py="9">
      <ThemeSpinner size="3" />
      <Text color="gray">{label}</Text>
    </Flex>
  );
}
