import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ADMIN_ROUTES } from '@/lib/constants';
import { getPageSession } from '@/lib/server/auth/page-session';
import { getDb } from '@/lib/server/db/client';
import { getDashboardSummary } from '@/lib/server/services/dashboard';
import { LogoutButton } from '@/components/admin/logout-button';
import { QuickActions } from '@/components/admin/quick-actions';
import { RecentActivity } from '@/components/admin/recent-activity';
import { SummaryCards } from '@/components/admin/summary-cards';

export const metadata: Metadata = { title: 'Dashboard' };
export const dynamic = 'force-dynamic';

export default async function DashboardPage() {
  // The layout has checked already; a page can render without its layout re-running, so check here too.
  const session = await getPageSession();
  if (!session) redirect(ADMIN_ROUTES.signIn);
  const { counts, health, recentActivity } = await getDashboardSummary(await getDb());
  const cards = [
    { label: 'Published Articles', value: String(counts.publishedArticles), hint: 'Live across all markets' },
    { label: 'Draft Articles', value: String(counts.draftArticles), hint: 'Not yet published' },
    { label: 'Categories', value: String(counts.categories), hint: 'Blog categories' },
    {
      label: 'System Health',
      value: health.ok ? 'Healthy' : 'Degraded',
      hint: health.ok
        ? `Database answered in ${health.latencyMs} ms`
        : `Database check failed: ${health.error ?? 'no answer'}`,
      tone: health.ok ? ('ok' as const) : ('bad' as const),
    },
  ];

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-4">
          <div>
            <p className="text-navy-900 text-xl font-semibold">Admin</p>
            <p className="text-sm text-slate-600">Welcome, {session.user.name || 'Admin'}</p>
          </div>
          <LogoutButton />
        </div>
      </header>
      <main className="mx-auto max-w-6xl space-y-8 px-6 py-8">
        <h1 className="sr-only">Admin dashboard</h1>
        <section aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="sr-only">
            Summary
          </h2>
          <SummaryCards cards={cards} />
        </section>
        <div className="grid gap-8 lg:grid-cols-2">
          <section
            aria-labelledby="activity-heading"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="activity-heading" className="mb-3 text-lg font-semibold">
              Recent Activity
            </h2>
            <RecentActivity items={recentActivity} />
          </section>
          <section
            aria-labelledby="actions-heading"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="actions-heading" className="mb-3 text-lg font-semibold">
              Quick Actions
            </h2>
            <QuickActions />
          </section>
        </div>
      </main>
    </div>
  );
}
