'use client';
import { Box, Flex, Table, Text } from '@radix-ui/themes';
import { useMediaQuery } from '../use-media-query';

export interface Column<R> {
  header: string;
  cell: (row: R) => React.ReactNode;
  /** Figures are right-aligned in the table. */
  numeric?: boolean;
}

/**
 * A table from 640 px, in a region that scrolls sideways and can be focused (so a keyboard can scroll
 * it); below, one block per row, its first column first and the others named, as the Notifications
 * screen does on a phone. For the Reports tables and the leads inbox.
 */
export function ResponsiveTable<R>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<R>[];
  rows: R[];
  rowKey: (row: R) => string;
}) {
  const wide = useMediaQuery('(min-width: 640px)');
  if (!wide) {
    const [first, ...rest] = columns;
    return (
      <Flex asChild direction="column" gap="2">
        <ul aria-label={caption} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((row) => (
            <li key={rowKey(row)}>
              <Text as="div" size="2" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                {first?.cell(row)}
              </Text>
              <Text as="div" size="2" color="gray">
                {rest.map((c, i) => (
                  <span key={c.header}>
                    {i > 0 ? ' · ' : null}
                    {c.header}: {c.cell(row)}
                  </span>
                ))}
              </Text>
            </li>
          ))}
        </ul>
      </Flex>
    );
  }
  return (
    <Box role="region" aria-label={`${caption}, table`} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table.Root size="1" variant="surface">
        <caption className="sr-only">{caption}</caption>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeaderCell key={c.header} justify={c.numeric ? 'end' : 'start'}>
                {c.header}
              </Table.ColumnHeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((c) => (
                <Table.Cell
                  key={c.header}
                  justify={c.numeric ? 'end' : 'start'}
                  style={c.numeric ? { fontVariantNumeric: 'tabular-nums' } : { overflowWrap: 'anywhere' }}
                >
                  {c.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
