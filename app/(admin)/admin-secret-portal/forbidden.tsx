import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import Link from 'next/link';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { getPageSession } from '@/lib/server/guards/page-session';
import { AdminShell } from '@/components/admin/shell/admin-shell';

/**
 * Issue 33 point 1: a screen the account's role may not use, opened by its address, says so (HTTP 403)
 * inside the portal's shell instead of silently sending the person elsewhere. The dashboard layout
 * throws forbidden(), so this boundary sits above it and draws the shell itself.
 */
export default async function Forbidden() {
  const session = await getPageSession();
  const message = (
    <Flex justify="center" px="4" py="9">
      <Card size="4" style={{ maxWidth: 520, width: '100%' }}>
        <Heading as="h1" size="6" mb="2">
          You don&apos;t have access to this page
        </Heading>
        <Text as="p" size="2" color="gray" mb="4">
          This screen is for admins. Ask an admin of your team if you need something from it.
        </Text>
        <Button asChild highContrast>
          <Link href={ADMIN_ROUTES.dashboard} prefetch={false}>
            Go to the dashboard
          </Link>
        </Button>
      </Card>
    </Flex>
  );
  if (!session) return <main>{message}</main>;
  return (
    <AdminShell user={{ name: session.user.name, email: session.user.email, role: session.role }}>
      {message}
    </AdminShell>
  );
}
