import type { Metadata } from 'next';
import { Flex } from '@radix-ui/themes';
import { AuthAlert, AuthCard, BackToSignIn } from '@/components/admin/auth-card';
import { AcceptInviteForm } from '@/components/admin/accept-invite-form';
import { INVITE_TTL_MS } from '@/lib/constants/users';
import { checkInvitation } from '@/lib/server/users';

// The token is in this page's URL: never send it on to another site as a referrer.
export const metadata: Metadata = { title: 'Accept invitation', referrer: 'no-referrer' };

/** What a dead link says on arrival, instead of a form that could only fail (issue 33). */
const DEAD_LINK = {
  expired: {
    title: 'This invitation has expired',
    message: `Invitations work for ${Math.round(INVITE_TTL_MS / 86_400_000)} days. Ask an admin of your team to send you a new one.`,
  },
  invalid: {
    title: 'This invitation link no longer works',
    message:
      'It has already been used, or an admin removed it. If you have already chosen your password, sign in; otherwise ask an admin of your team for a new invitation.',
  },
} as const;

export default async function AcceptInvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const state = await checkInvitation(token);
  if (state !== 'open') {
    const { title, message } = DEAD_LINK[state];
    return (
      <AuthCard title={title}>
        <Flex direction="column" gap="4">
          <AuthAlert message={message} />
          <BackToSignIn />
        </Flex>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Join the team" subtitle="Choose your name and a password to finish your account.">
      <AcceptInviteForm token={token} />
    </AuthCard>
  );
}
