import { Card, Container, Flex, Grid, Heading, Link as ThemeLink, Text } from '@radix-ui/themes';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { describeDevice, plainAddress } from '@/lib/admin/device';
import { NEW_LEADS_WINDOW_DAYS } from '@/lib/admin/portal';
import { readersTrend } from '@/lib/admin/reports-format';
import { ADMIN_ROUTES } from '@/lib/constants/portal';
import { getPageSession } from '@/lib/server/guards/page-session';
import { getActiveSessions } from '@/lib/server/auth';
import { getDashboardSummary } from '@/lib/server/dashboard';
import { ActiveSessions } from '@/components/admin/active-sessions-client';
import { QuickActions } from '@/components/admin/quick-actions';
import { RecentActivity } from '@/components/admin/recent-activity';
import { SummaryCards, type SummaryCard } from '@/components/admin/summary-cards';

export const metadata: Metadata = { title: 'Dashboard' };
export const dynamic = 'force-dynamic';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card asChild size="3">
      <section aria-labelledby={id}>
        <Heading as="h2" size="4" id={id} mb="3">
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  );
}

export default async function DashboardPage() {
  // The layout has checked already; a page can render without its layout re-running, so check here too.
  const session = await getPageSession();
  if (!session) redirect(ADMIN_ROUTES.signIn);
  const [{ counts, health, recentActivity, newLeads, readers }, sessions] = await Promise.all([
    getDashboardSummary({ adminId: session.user.id, role: session.role }),
    getActiveSessions(session),
  ]);
  const cards: SummaryCard[] = [
    { label: 'Published Articles', value: String(counts.publishedArticles), hint: 'Live across all markets' },
    { label: 'Draft Articles', value: String(counts.draftArticles), hint: 'Not yet published' },
    {
      label: 'Scheduled Articles',
      value: String(counts.scheduledArticles),
      hint: 'Published for a time still to come',
      href: `${ADMIN_ROUTES.articles}?status=scheduled`,
      linkLabel: 'Show the scheduled articles',
    },
    { label: 'Categories', value: String(counts.categories), hint: 'Blog categories' },
    {
      label: 'Readers this week',
      value: String(readers.visitors),
      hint: readersTrend(readers),
      href: ADMIN_ROUTES.reports,
      linkLabel: 'Open Reports',
    },
    // The inbox is an admin's: an editor sees neither its figures nor the way in (issue 33).
    ...(newLeads
      ? [
          {
            label: 'New Leads This Week',
            value: String(newLeads['early-access'] + newLeads.contact + newLeads.newsletter),
            hint: `Last ${NEW_LEADS_WINDOW_DAYS} days: ${newLeads['early-access']} early access, ${newLeads.contact} contact, ${newLeads.newsletter} newsletter`,
            href: ADMIN_ROUTES.leads,
            linkLabel: 'Open the leads inbox',
          },
        ]
      : []),
    {
      label: 'System Health',
      value: health.ok ? 'Healthy' : 'Degraded',
      hint: health.ok
        ? `Database answered in ${health.latencyMs} ms`
        : `Database check failed: ${health.error ?? 'no answer'}`,
      tone: health.ok ? 'ok' : 'bad',
    },
  ];

  return (
    <Container size="4" px={{ initial: '3', sm: '6' }} py="6">
      <Heading as="h1" size="6" mb="1">
        Admin dashboard
      </Heading>
      <Text as="p" size="2" color="gray" mb="5">
        Welcome, {session.user.name || 'Admin'}
      </Text>
      <Flex direction="column" gap="6">
        <section aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="sr-only">
            Summary
          </h2>
          <SummaryCards cards={cards} />
        </section>
        <Grid columns={{ initial: '1', lg: '2' }} gap="6">
          <Section id="activity-heading" title="Recent Activity">
            <RecentActivity items={recentActivity} />
          </Section>
          <Section id="actions-heading" title="Quick Actions">
            <QuickActions role={session.role} />
          </Section>
        </Grid>
        <Section id="sessions-heading" title="Active Sessions">
          <Text as="p" size="2" color="gray" mb="2">
            Where your account is signed in. End a session you do not recognise, then{' '}
            <ThemeLink asChild>
              <Link href={ADMIN_ROUTES.forgotPassword} prefetch={false}>
                change your password
              </Link>
            </ThemeLink>
            .
          </Text>
          <ActiveSessions
            sessions={sessions.map(({ userAgent, ipAddress, ...s }) => ({
              ...s,
              device: describeDevice(userAgent),
              ipAddress: plainAddress(ipAddress),
              createdAt: s.createdAt.toISOString(),
              expiresAt: s.expiresAt.toISOString(),
            }))}
          />
        </Section>
      </Flex>
    </Container>
  );
}
