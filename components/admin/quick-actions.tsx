import Link from 'next/link';
import { ADMIN_ROUTES } from '@/lib/constants';

const ACTIONS = [
  { label: 'Manage Articles', href: ADMIN_ROUTES.articles },
  { label: 'Write New Article', href: ADMIN_ROUTES.newArticle },
  { label: 'Manage Categories', href: ADMIN_ROUTES.categories },
  { label: 'Manage Translations', href: ADMIN_ROUTES.translations },
  { label: 'Image Gallery', href: ADMIN_ROUTES.images },
] as const;

// SPEC 2: shown, but with no action yet.
const COMING_SOON = [
  'Manage Users',
  'View Reports',
  'Send Notifications',
  'Schedule Maintenance',
  'System Settings',
] as const;

export function QuickActions() {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {ACTIONS.map((action) => (
        <li key={action.label}>
          <Link
            href={action.href}
            className="text-brand-700 hover:border-brand-500 hover:bg-brand-50 block rounded-md border border-slate-200 bg-white px-4 py-2.5 text-sm font-medium"
          >
            {action.label}
          </Link>
        </li>
      ))}
      {COMING_SOON.map((label) => (
        <li key={label}>
          <button
            type="button"
            disabled
            className="flex w-full cursor-not-allowed items-center justify-between rounded-md border border-dashed border-slate-200 bg-slate-50 px-4 py-2.5 text-left text-sm text-slate-500"
          >
            {label}
            <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-600">Coming soon</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
