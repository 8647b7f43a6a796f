import { Button, Grid } from '@radix-ui/themes';
import Link from 'next/link';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import type { UserRole } from '@/lib/constants/users';

// Screens that exist. Not prefetched: the dashboard has nothing to gain from loading five screens the
// admin may not open, and a pending prefetch kept the page from ever going network-idle.
const ACTIONS = [
  { label: 'Manage Articles', href: ADMIN_ROUTES.articles },
  { label: 'Write New Article', href: ADMIN_ROUTES.newArticle },
  { label: 'Manage Categories', href: ADMIN_ROUTES.categories },
  { label: 'Manage Translations', href: ADMIN_ROUTES.translations },
  { label: 'Image Gallery', href: ADMIN_ROUTES.images },
  { label: 'Leads Inbox', href: ADMIN_ROUTES.leads, adminOnly: true },
  { label: 'Manage Users', href: ADMIN_ROUTES.users, adminOnly: true },
  { label: 'System Settings', href: ADMIN_ROUTES.settings, adminOnly: true },
  { label: 'Schedule Maintenance', href: ADMIN_ROUTES.maintenance, adminOnly: true },
  { label: 'Send Notifications', href: ADMIN_ROUTES.notifications, adminOnly: true },
  // Editors see readership too (issue 38): the screen leaves the leads out for them.
  { label: 'View Reports', href: ADMIN_ROUTES.reports },
  { label: 'Account', href: ADMIN_ROUTES.account },
] as const satisfies readonly { label: string; href: string; adminOnly?: boolean }[];

/** The dashboard's actions; what the role cannot do is not offered (the server refuses it anyway). */
export function QuickActions({ role }: { role: UserRole }) {
  return (
    <Grid asChild columns={{ initial: '1', sm: '2' }} gap="2">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {ACTIONS.filter((a) => role === 'admin' || !('adminOnly' in a)).map((action) => (
          <li key={action.label}>
            <Button asChild variant="soft" size="3" style={{ width: '100%', justifyContent: 'flex-start' }}>
              <Link href={action.href} prefetch={false}>
                {action.label}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </Grid>
  );
}
