import { Flex, Text } from '@radix-ui/themes';
import { AUDIT_LABELS, type AuditEntry } from '@/lib/admin/audit';
import { plainAddress } from '@/lib/admin/device';
import { formatUtc } from './format-utc';

const isKnownAction = (action: string): action is keyof typeof AUDIT_LABELS => action in AUDIT_LABELS;

function describe(item: AuditEntry): string {
  const label = isKnownAction(item.action) ? AUDIT_LABELS[item.action] : item.action;
  const subject = typeof item.detail.name === 'string' ? `: ${item.detail.name}` : '';
  const who =
    item.adminName ?? (typeof item.detail.email === 'string' ? item.detail.email : 'Unknown account');
  return `${label}${subject} — ${who}`;
}

export function RecentActivity({ items }: { items: AuditEntry[] }) {
  if (items.length === 0)
    return (
      <Text as="p" size="2" color="gray">
        No activity yet.
      </Text>
    );
  return (
    <ol aria-label="Recent activity" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <Flex
          asChild
          key={item.id}
          wrap="wrap"
          align="baseline"
          justify="between"
          gap="2"
          py="3"
          style={{ borderBottom: '1px solid var(--gray-a4)' }}
        >
          <li>
            <Text size="2">{describe(item)}</Text>
            <Text size="1" color="gray">
              <time dateTime={item.createdAt.toISOString()}>{formatUtc(item.createdAt)}</time>
              {item.ipAddress ? ` · ${plainAddress(item.ipAddress)}` : ''}
            </Text>
          </li>
        </Flex>
      ))}
    </ol>
  );
}
