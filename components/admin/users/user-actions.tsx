'use client';
import { Button, Flex } from '@radix-ui/themes';
import type { UserListItem } from '@/lib/admin/users';
import type { UserRole } from '@/lib/constants/users';
import { ConfirmDialog } from '../kit/confirm-dialog';

export type UserChange = {
  user: UserListItem;
  body: { role?: UserRole; status?: 'active' | 'disabled' };
};

const withArticle = (role: UserRole) => (role === 'admin' ? 'an admin' : 'an editor');

/** What a role change does, said before it is done (issue 33 point 4); your own demotion says you lose Users. */
function roleQuestion(user: UserListItem, to: UserRole, self: boolean) {
  if (self) {
    return {
      title: 'Make yourself an editor?',
      description:
        'You will lose access to Users at once, and to Leads and the security settings: you can no longer invite people, change roles or read leads. Only another admin can make you an admin again.',
      confirmLabel: 'Make me an editor',
    };
  }
  return {
    title: `Make ${user.name} ${withArticle(to)}?`,
    description:
      to === 'admin'
        ? `${user.name} will be able to manage the team (invite people, change roles, disable accounts), read the leads and change the security settings, at once.`
        : `${user.name} will lose access to Users, Leads and the security settings at once, and can still write and publish articles.`,
    confirmLabel: `Make ${to}`,
  };
}

/**
 * A row's actions on the Users screen: a role change and disabling an account ask first; enabling an
 * account and removing an invitation's link say what they do too.
 */
export function UserActions({
  user,
  self,
  apply,
  onRemove,
}: {
  user: UserListItem;
  /** The signed-in admin's own row. */
  self: boolean;
  apply: (change: UserChange, done: string) => Promise<void>;
  onRemove: (user: UserListItem) => Promise<unknown>;
}) {
  if (user.status === 'invited') {
    return (
      <ConfirmDialog
        maxWidth="440px"
        trigger={
          <Button size="1" variant="soft" color="red" aria-label={`Remove the invitation of ${user.email}`}>
            Remove invitation
          </Button>
        }
        title="Remove invitation?"
        description={`The link sent to ${user.email} will stop working.`}
        confirmLabel="Remove"
        onConfirm={() => onRemove(user)}
      />
    );
  }
  const otherRole = user.role === 'admin' ? 'editor' : 'admin';
  return (
    <Flex gap="2" wrap="wrap">
      <ConfirmDialog
        maxWidth="440px"
        trigger={
          <Button size="1" variant="soft" aria-label={`Make ${user.email} ${withArticle(otherRole)}`}>
            Make {otherRole}
          </Button>
        }
        {...roleQuestion(user, otherRole, self)}
        onConfirm={() =>
          apply(
            { user, body: { role: otherRole } },
            self ? 'You are now an editor' : `${user.name} is now ${withArticle(otherRole)}`,
          )
        }
      />
      {user.status === 'active' ? (
        <ConfirmDialog
          maxWidth="440px"
          trigger={
            <Button size="1" variant="soft" color="red" aria-label={`Disable ${user.email}`}>
              Disable
            </Button>
          }
          title={self ? 'Disable your own account?' : 'Disable this account?'}
          description={
            self
              ? 'You will be signed out everywhere at once, this browser included, and cannot sign in until another admin enables your account.'
              : `${user.name} will be signed out everywhere at once and cannot sign in until enabled again.`
          }
          confirmLabel="Disable"
          onConfirm={() => apply({ user, body: { status: 'disabled' } }, `${user.name} is disabled`)}
        />
      ) : (
        <Button
          size="1"
          variant="soft"
          aria-label={`Enable ${user.email}`}
          onClick={() =>
            void apply({ user, body: { status: 'active' } }, `${user.name} can sign in again`).catch(
              () => undefined,
            )
          }
        >
          Enable
        </Button>
      )}
    </Flex>
  );
}
