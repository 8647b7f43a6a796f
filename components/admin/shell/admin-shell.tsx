'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { Button, Flex, IconButton, Text } from '@radix-ui/themes';
import Link from 'next/link';
import { useState } from 'react';
import { sectionsFor } from '@/lib/admin/portal-nav';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import type { UserRole } from '@/lib/constants/users';
import { BRAND_NAME } from '@/lib/constants/site';
import { NavLinks } from './nav-links';
import { UserMenu } from './user-menu';

interface ShellUser {
  name: string;
  email: string;
  role: UserRole;
}

function Brand() {
  return (
    <Text asChild size="3" weight="bold" highContrast>
      <Link href={ADMIN_ROUTES.dashboard} prefetch={false} className="admin-brand">
        {BRAND_NAME} Admin
      </Link>
    </Text>
  );
}

/**
 * Below 1024 px the navigation sits in a drawer behind "Menu" (a modal dialog: focus stays in it,
 * Escape closes it, focus returns to the button). Following a link closes it.
 */
function MenuDrawer({ role }: { role: UserRole }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="soft" color="gray">
          <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden="true">
            <path d="M2 4h11M2 7.5h11M2 11h11" stroke="currentColor" strokeWidth="1.4" />
          </svg>
          Menu
        </Button>
      </Dialog.Trigger>
      {/* No portal: the drawer stays inside the Theme, so it keeps the portal's colours and fonts. */}
      <Dialog.Overlay className="admin-drawer-overlay" />
      <Dialog.Content className="admin-drawer" aria-describedby={undefined}>
        <Flex justify="between" align="center" mb="4">
          <Dialog.Title asChild>
            <Text size="3" weight="bold">
              Menu
            </Text>
          </Dialog.Title>
          <Dialog.Close asChild>
            <IconButton variant="ghost" color="gray" aria-label="Close menu">
              <svg width="15" height="15" viewBox="0 0 15 15" aria-hidden="true">
                <path d="M3 3l9 9M12 3l-9 9" stroke="currentColor" strokeWidth="1.4" />
              </svg>
            </IconButton>
          </Dialog.Close>
        </Flex>
        <nav aria-label="Portal">
          <NavLinks sections={sectionsFor(role)} onNavigate={() => setOpen(false)} />
        </nav>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * Issue 33 point 1: every dashboard screen sits in one layout — the sections (a sidebar from 1024 px,
 * a drawer below), the current one marked, and the account menu with Log out. A role sees only the
 * sections it may use.
 */
export function AdminShell({ user, children }: { user: ShellUser; children: React.ReactNode }) {
  return (
    <div className="admin-shell">
      <a href="#main" className="admin-skip-link">
        Skip to content
      </a>
      <aside className="admin-sidebar">
        <Brand />
        <nav aria-label="Portal">
          <NavLinks sections={sectionsFor(user.role)} />
        </nav>
        <div className="admin-sidebar-user">
          <UserMenu name={user.name} email={user.email} role={user.role} />
        </div>
      </aside>
      <div className="admin-shell-body">
        <header className="admin-topbar">
          <MenuDrawer role={user.role} />
          <Brand />
          <UserMenu name={user.name} email={user.email} role={user.role} />
        </header>
        <main id="main" tabIndex={-1} className="admin-main">
          {children}
        </main>
      </div>
    </div>
  );
}
