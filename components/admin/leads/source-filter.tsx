'use client';
import { Flex, Select, Text } from '@radix-ui/themes';
import { useId } from 'react';

// A Select item cannot have '' for its value; sources are stored trimmed, so none starts with a space.
const ALL_SOURCES = ' all';

/**
 * The inbox's Source filter (issue 38): every source the leads of the tab came from, or all of them.
 * A source from the URL that no lead has (a stale bookmark) still shows as chosen rather than blank.
 */
export function SourceFilter({
  value,
  sources,
  onChange,
}: {
  value: string;
  sources: readonly string[];
  onChange: (source: string) => void;
}) {
  const labelId = useId();
  const options =
    value && !sources.some((s) => s.toLowerCase() === value.toLowerCase()) ? [value, ...sources] : sources;
  const chosen = options.find((s) => s.toLowerCase() === value.toLowerCase());
  return (
    <Flex align="center" gap="2">
      <Text as="label" size="2" weight="medium" id={labelId}>
        Source
      </Text>
      <Select.Root
        value={value && chosen ? chosen : ALL_SOURCES}
        onValueChange={(v) => onChange(v === ALL_SOURCES ? '' : v)}
      >
        <Select.Trigger aria-labelledby={labelId} style={{ minWidth: 160, maxWidth: 260 }} />
        <Select.Content position="popper">
          <Select.Item value={ALL_SOURCES}>All sources</Select.Item>
          {options.map((s) => (
            <Select.Item key={s} value={s}>
              {s}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
