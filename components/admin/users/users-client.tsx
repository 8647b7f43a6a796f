'use client';
import { Badge, Box, Card, Container, Flex, Heading, Table, Text } from '@radix-ui/themes';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { UserListItem } from '@/lib/admin/users';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { adminFetch } from '../kit/admin-fetch';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { USERS_API, useSecuritySettings, useUsers } from '../kit/queries';
import { ErrorState, LoadingState } from '../kit/states';
import { formatUtc } from '../format-utc';
import { PageHeader } from '../ui/page-header';
import { useToast } from '../ui/toaster';
import { InviteForm } from './invite-form';
import { UserActions, type UserChange } from './user-actions';

/** Issue 26: the team's accounts and invitations (admins only); the require-2FA setting moved to System Settings. */
export function UsersScreen({ currentUserId }: { currentUserId: string }) {
  const toast = useToast();
  const router = useRouter();
  const users = useUsers();
  const settings = useSecuritySettings();
  const change = useAdminMutation({
    mutationFn: ({ user, body }: UserChange) =>
      adminFetch(`${USERS_API}/${user.id}`, { method: 'PATCH', body }),
    invalidates: INVALIDATES.users,
    errorText: 'Failed to update the user',
  });
  const removeInvite = useAdminMutation({
    mutationFn: (user: UserListItem) => adminFetch(`${USERS_API}/${user.id}`, { method: 'DELETE' }),
    invalidates: INVALIDATES.users,
    errorText: 'Failed to remove the invitation',
  });

  async function apply(input: UserChange, done: string) {
    await change.mutateAsync(input);
    toast({ title: 'Success', description: done });
    // Your own demotion ends your access to this screen: go where an editor may be.
    if (input.user.id === currentUserId && input.body.role === 'editor')
      router.replace(ADMIN_ROUTES.dashboard);
  }

  return (
    <Box>
      <PageHeader title="Users" subtitle="Invite people, set what they may do, disable accounts." />
      <Container asChild size="4" px={{ initial: '3', sm: '6' }} py="6">
        <div>
          <Flex direction="column" gap="5">
            <Card size="3" asChild>
              <section aria-labelledby="invite-heading">
                <Heading as="h2" size="4" id="invite-heading" mb="3">
                  Invite a user
                </Heading>
                <InviteForm />
              </section>
            </Card>
            <Card size="3" asChild>
              <section aria-labelledby="team-heading">
                <Heading as="h2" size="4" id="team-heading" mb="3">
                  Team
                </Heading>
                {users.isError && !users.isFetching ? (
                  <ErrorState message="The users could not be loaded." onRetry={() => users.refetch()} />
                ) : !users.data ? (
                  <LoadingState />
                ) : (
                  <Box style={{ overflowX: 'auto' }}>
                    <Table.Root>
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeaderCell>Name</Table.ColumnHeaderCell>
                          <Table.ColumnHeaderCell>Role</Table.ColumnHeaderCell>
                          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
                          <Table.ColumnHeaderCell>2FA</Table.ColumnHeaderCell>
                          <Table.ColumnHeaderCell>Last sign-in</Table.ColumnHeaderCell>
                          <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {users.data.map((user) => (
                          <Table.Row key={user.id}>
                            <Table.RowHeaderCell>
                              <Text as="div" weight="medium">
                                {user.name}
                                {user.id === currentUserId ? ' (you)' : ''}
                              </Text>
                              <Text as="div" size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
                                {user.email}
                              </Text>
                            </Table.RowHeaderCell>
                            <Table.Cell>{user.role === 'admin' ? 'Admin' : 'Editor'}</Table.Cell>
                            <Table.Cell>
                              <Badge
                                color={
                                  user.status === 'active'
                                    ? 'green'
                                    : user.status === 'invited'
                                      ? 'blue'
                                      : 'gray'
                                }
                              >
                                {user.status}
                              </Badge>
                            </Table.Cell>
                            <Table.Cell>{user.two_factor ? 'On' : 'Off'}</Table.Cell>
                            <Table.Cell>
                              {user.last_login_at ? formatUtc(user.last_login_at) : 'Never'}
                            </Table.Cell>
                            <Table.Cell>
                              <UserActions
                                user={user}
                                self={user.id === currentUserId}
                                apply={apply}
                                onRemove={(u) => removeInvite.mutateAsync(u)}
                              />
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Box>
                )}
              </section>
            </Card>
            <Card size="3" asChild>
              <section aria-labelledby="security-heading">
                <Heading as="h2" size="4" id="security-heading" mb="2">
                  Security
                </Heading>
                <Text as="p" size="2">
                  Two-factor sign-in for every account is{' '}
                  <strong>
                    {settings.data ? (settings.data.require_two_factor ? 'required' : 'not required') : '...'}
                  </strong>
                  . It is set in <Link href={ADMIN_ROUTES.settings}>System Settings</Link>.
                </Text>
              </section>
            </Card>
          </Flex>
        </div>
      </Container>
    </Box>
  );
}
