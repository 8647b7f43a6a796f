import { Text } from '@radix-ui/themes';
import type { PublicFormKind } from '@/lib/constants/forms';
import { formatUtc } from '../format-utc';
import { ResponsiveTable, type Column } from '../kit/responsive-table';

/** A lead as GET /api/admin/submissions answers it. */
export interface LeadRow {
  id: string;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  message: string | null;
  /** Where the lead came from (issue 38); null for a lead stored before it was recorded. */
  source: string | null;
  article_path: string | null;
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  source_page: string | null;
}

/** The source, and the article the lead came through when there is one: "google.com · /blog/x". */
function SourceCell({ lead }: { lead: LeadRow }) {
  if (!lead.source) return <Text color="gray">—</Text>;
  return (
    <Text>
      {lead.source}
      {lead.article_path ? <Text color="gray"> · {lead.article_path}</Text> : null}
    </Text>
  );
}

const CAPTIONS: Record<PublicFormKind, string> = {
  'early-access': 'Early-access requests',
  contact: 'Contact messages',
  newsletter: 'Newsletter sign-ups',
};

export function LeadsTable({ type, leads }: { type: PublicFormKind; leads: LeadRow[] }) {
  const withPerson = type !== 'newsletter';
  const columns: Column<LeadRow>[] = [
    {
      header: 'Date',
      cell: (lead) => <time dateTime={lead.created_at}>{formatUtc(lead.created_at)}</time>,
    },
    ...(withPerson
      ? [
          {
            header: 'Name',
            cell: (lead: LeadRow) => [lead.first_name, lead.last_name].filter(Boolean).join(' '),
          },
        ]
      : []),
    { header: 'Email', cell: (lead) => <a href={`mailto:${lead.email}`}>{lead.email}</a> },
    { header: 'Source', cell: (lead) => <SourceCell lead={lead} /> },
    ...(withPerson
      ? [
          {
            header: 'Message',
            cell: (lead: LeadRow) =>
              lead.message ? (
                <Text style={{ whiteSpace: 'pre-wrap' }}>{lead.message}</Text>
              ) : (
                <Text color="gray">—</Text>
              ),
          },
        ]
      : []),
  ];
  // A table from 640 px (long addresses and paths break anywhere, so 1024 px shows every column); one
  // block per lead on a phone.
  return (
    <ResponsiveTable caption={CAPTIONS[type]} columns={columns} rows={leads} rowKey={(lead) => lead.id} />
  );
}
