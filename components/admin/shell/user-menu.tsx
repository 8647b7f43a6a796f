'use client';
import { Avatar, Button, DropdownMenu, Flex, Text } from '@radix-ui/themes';
import Link from 'next/link';
import { useState } from 'react';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { useLogout } from '../logout-button';

/** The signed-in account's menu, on every portal screen: the account, its two-factor sign-in, Log out. */
export function UserMenu({ name, email, role }: { name: string; email: string; role: string }) {
  const { logout, busy } = useLogout();
  const initial = (name.trim() || email).charAt(0).toUpperCase();
  // The menu renders beside its button, inside the sidebar or the top bar (landmarks), not at the end
  // of <body> where axe finds content outside every landmark.
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  return (
    // Not modal: a modal menu hides the rest of the shell (aria-hidden) while the sidebar keeps focusable links.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        <Button
          ref={setTrigger}
          variant="ghost"
          color="gray"
          size="2"
          aria-label={`Account menu: ${name || email}`}
        >
          <Avatar size="1" radius="full" fallback={initial} aria-hidden />
          <Text className="admin-user-name" truncate>
            {name || email}
          </Text>
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={6} container={trigger?.parentElement ?? undefined}>
        <DropdownMenu.Label>
          <Flex direction="column">
            <Text size="2" weight="medium" style={{ color: 'var(--gray-12)' }}>
              {name || email}
            </Text>
            <Text size="1" style={{ color: 'var(--gray-11)' }}>
              {email} · {role}
            </Text>
          </Flex>
        </DropdownMenu.Label>
        <DropdownMenu.Separator />
        <DropdownMenu.Item asChild>
          <Link href={ADMIN_ROUTES.account} prefetch={false}>
            Account
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link href={`${ADMIN_ROUTES.account}#two-factor-heading`} prefetch={false}>
            Two-factor sign-in
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item disabled={busy} onSelect={() => void logout()}>
          Log out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
