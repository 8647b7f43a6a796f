import type { AuditEntry } from '@/lib/admin/audit';

const LABELS: Record<string, string> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.lockout': 'Account locked after failed sign-ins',
  'auth.reset_requested': 'Password reset requested',
  'auth.reset_done': 'Password reset',
  'auth.logout': 'Signed out',
};

function describe(item: AuditEntry): string {
  const label = LABELS[item.action] ?? item.action;
  const who =
    item.adminName ?? (typeof item.detail.email === 'string' ? item.detail.email : 'Unknown account');
  return `${label} — ${who}`;
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
