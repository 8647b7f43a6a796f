import { AUDIT_LABELS, type AuditEntry } from '@/lib/admin/audit';

const isKnownAction = (action: string): action is keyof typeof AUDIT_LABELS => action in AUDIT_LABELS;

function describe(item: AuditEntry): string {
  const label = isKnownAction(item.action) ? AUDIT_LABELS[item.action] : item.action;
  const subject = typeof item.detail.name === 'string' ? `: ${item.detail.name}` : '';
  const who =
    item.adminName ?? (typeof item.detail.email === 'string' ? item.detail.email : 'Unknown account');
  return `${label}${subject} — ${who}`;
}

export function RecentActivity({ items }: { items: AuditEntry[] }) {
  if (items.length === 0) return <p className="text-sm text-slate-600">No activity yet.</p>;
  return (
    <ol className="divide-y divide-slate-100" aria-label="Recent activity">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3 text-sm">
          <span className="text-slate-800">{describe(item)}</span>
          <span className="text-xs text-slate-500">
            <time dateTime={item.createdAt.toISOString()}>
              {item.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC
            </time>
            {item.ipAddress ? ` · ${item.ipAddress}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
