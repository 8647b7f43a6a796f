import { Table, Text } from '@radix-ui/themes';
import type { PublicFormKind } from '@/lib/constants/forms';
import { formatUtc } from '../format-utc';

/** A lead as GET /api/admin/submissions answers it. */
export interface LeadRow {
  id: string;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  message: string | null;
}

export function LeadsTable({ type, leads }: { type: PublicFormKind; leads: LeadRow[] }) {
  const withPerson = type !== 'newsletter';
  return (
    <Table.Root variant="surface">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
          {withPerson ? <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell> : null}
          <Table.ColumnHeaderCell>Email</Table.ColumnHeaderCell>
          {withPerson ? <Table.ColumnHeaderCell>Message</Table.ColumnHeaderCell> : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {leads.map((lead) => (
          <Table.Row key={lead.id}>
            <Table.Cell style={{ whiteSpace: 'nowrap' }}>
              <time dateTime={lead.created_at}>{formatUtc(lead.created_at)}</time>
            </Table.Cell>
            {withPerson ? (
              <Table.RowHeaderCell>
                {[lead.first_name, lead.last_name].filter(Boolean).join(' ')}
              </Table.RowHeaderCell>
            ) : null}
            <Table.Cell>
              <a href={`mailto:${lead.email}`}>{lead.email}</a>
            </Table.Cell>
            {withPerson ? (
              <Table.Cell style={{ maxWidth: 480 }}>
                {lead.message ? (
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{lead.message}</Text>
                ) : (
                  <Text color="gray">—</Text>
                )}
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
