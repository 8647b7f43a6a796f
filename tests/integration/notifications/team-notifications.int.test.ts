import { nextCacheStandIn } from '@/tests/integration/blog/next-cache-recorder';
// Article saves and the scheduled-publishing job revalidate pages through next/cache (see the recorder).
jest.mock('next/cache', () => nextCacheStandIn);
import { eq, sql } from 'drizzle-orm';
import { POST as postContact } from '@/app/api/public/contact/route';
import { POST as postEarlyAccess } from '@/app/api/public/early-access/route';
import { POST as postNewsletter } from '@/app/api/public/newsletter/route';
import { POST as runJobRoute } from '@/app/api/admin/jobs/[name]/run/route';
import { PUT as updateArticle } from '@/app/api/admin/blog/articles/[id]/route';
import { blogArticles } from '@/lib/server/db/schema';
import { runDueJobsOf, runJob } from '@/lib/server/jobs';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { ARTICLES_URL, articlePayload, postArticle } from '@/tests/integration/blog/admin-article-api';
import { captureLog } from '@/tests/helpers/log-capture';
import { controllableJob } from '@/tests/integration/jobs/support';
import { accountWithSession } from '@/tests/integration/users/support';
import { choose, digestItemsOf, outboxFrom } from './support';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

type Account = { id: string; email: string; auth: Record<string, string> };

const LEADS_OFF = ['lead-early-access', 'lead-contact', 'lead-newsletter'].map((event) => ({
  event,
  delivery: 'off',
}));

describe(`team notifications reach exactly the accounts that chose them [${testDbKind()}] (issue 39, ADR 0112)`, () => {
  const testDb = useTestDatabase();
  const sent = outboxFrom(useMailOutbox('ailex-team-notifications-'));
  /** Admin with the defaults: leads at once (the newsletter's daily), failed jobs at once. */
  let rita: Account;
  /** Admin who takes everything in the daily digest. */
  let dan: Account;
  /** Admin who turned everything off. */
  let otto: Account;
  /** Editors: Wendy writes articles and wants to hear of them at once; Eli keeps the defaults. */
  let wendy: Account;
  let eli: Account;

  const account = async (email: string, role: 'admin' | 'editor' = 'admin'): Promise<Account> => {
    const { admin, auth } = await accountWithSession(testDb.get(), email, role);
    return { id: admin.id, email, auth };
  };
  const db = () => testDb.get();
  /** Runs a step and returns the mail it sent (everything it started after its answer included). */
  const mailOf = async (step: () => Promise<unknown>) => {
    await sent.mark();
    await step();
    await settleBackgroundMail();
    return sent.since();
  };
  const post = (handler: typeof postContact, url: string, body: unknown) =>
    handler(jsonRequest(url, { body }), routeContext({}));
  const runJobNow = (name: string, auth: Record<string, string>) =>
    runJobRoute(jsonRequest(`/api/admin/jobs/${name}/run`, { method: 'POST', headers: auth }), {
      params: Promise.resolve({ name }),
    });

  beforeAll(async () => {
    rita = await account('rita@firm.example');
    dan = await account('dan@firm.example');
    otto = await account('otto@firm.example');
    wendy = await account('wendy@firm.example', 'editor');
    eli = await account('eli@firm.example', 'editor');
    await choose(dan.auth, [
      { event: 'lead-early-access', delivery: 'digest' },
      { event: 'lead-contact', delivery: 'digest' },
      { event: 'job-failed', delivery: 'digest' },
      { event: 'article-changed', delivery: 'digest' },
    ]);
    await choose(otto.auth, [
      ...LEADS_OFF,
      { event: 'translation-waiting', delivery: 'off' },
      { event: 'scheduled-live', delivery: 'off' },
      { event: 'article-changed', delivery: 'off' },
      { event: 'job-failed', delivery: 'off' },
    ]);
    await choose(wendy.auth, [
      { event: 'article-changed', delivery: 'immediate' },
      { event: 'scheduled-live', delivery: 'immediate' },
    ]);
  });

  it('mails a new lead at once to the admins who chose that, keeps it for the digest of those who chose the digest, and tells no one else', async () => {
    const mails = await mailOf(async () => {
      const contact = await post(postContact, '/api/public/contact', {
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@client.example',
        message: 'Can your assistant read Belgian case law?',
      });
      expect(contact.status).toBe(201);
      const early = await post(postEarlyAccess, '/api/public/early-access', {
        firstName: 'Jan',
        lastName: 'Peeters',
        email: 'jan@client.example',
      });
      expect(early.status).toBe(201);
      const newsletter = await post(postNewsletter, '/api/public/newsletter', {
        email: 'reader@client.example',
        market: 'usa',
      });
      expect(newsletter.status).toBeLessThan(300);
    });
    // The subscriber's own confirmation mail aside, only the team's notices.
    const team = mails.filter((m) => m.to.endsWith('@firm.example'));
    expect(mails.filter((m) => !team.includes(m)).map((m) => m.to)).toEqual(['reader@client.example']);
    expect(team.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['rita@firm.example', '[AiLex] New contact message from Jane Doe'],
      ['rita@firm.example', '[AiLex] New early-access request from Jan Peeters'],
    ]);
    expect(team[0]!.body).toContain('https://ailex.example/admin-secret-portal/dashboard/leads');
    expect((await digestItemsOf(db(), dan.id)).map((i) => i.summary)).toEqual([
      'New contact message from Jane Doe',
      'New early-access request from Jan Peeters',
      'New newsletter sign-up',
    ]);
    // Rita takes the newsletter's sign-ups daily (the default); Otto chose nothing; editors get no leads.
    expect((await digestItemsOf(db(), rita.id)).map((i) => i.event)).toEqual(['lead-newsletter']);
    for (const quiet of [otto, wendy, eli]) expect(await digestItemsOf(db(), quiet.id)).toEqual([]);
  });

  it('sends each account its digest as one message with all its items, deletes them, and sends nothing the next time', async () => {
    const mails = await mailOf(async () => {
      const res = await runJobNow('notification-digest', rita.auth);
      expect(res.status).toBe(200);
      expect((await res.json()).run).toMatchObject({
        outcome: 'succeeded',
        detail: { accounts: 2, items: 4 },
      });
    });
    expect(mails.map((m) => m.to).sort()).toEqual(['dan@firm.example', 'rita@firm.example']);
    const dans = mails.find((m) => m.to === 'dan@firm.example')!;
    expect(dans.subject).toBe('[AiLex] Your daily digest: 3 notifications');
    expect(dans.body).toContain('- New contact message from Jane Doe');
    expect(dans.body).toContain('- New early-access request from Jan Peeters');
    expect(dans.body).toContain('- New newsletter sign-up');
    expect(mails.find((m) => m.to === 'rita@firm.example')!.subject).toBe(
      '[AiLex] Your daily digest: 1 notification',
    );
    expect(await digestItemsOf(db(), dan.id)).toEqual([]);
    expect(await digestItemsOf(db(), rita.id)).toEqual([]);

    const again = await mailOf(() => runJobNow('notification-digest', rita.auth));
    expect(again).toEqual([]);
  });

  it("tells an article's author of a save by someone else, once per editor and hour, and never of the author's own saves or autosaves", async () => {
    const created = await postArticle(
      articlePayload(null, { slug: 'wendy-on-ethics', title: 'Ethics of AI' }),
      wendy.auth,
    );
    expect(created.status).toBe(201);
    const id: string = (await created.json()).article.id;
    const current = async () => (await db().select().from(blogArticles).where(eq(blogArticles.id, id)))[0]!;
    const save = async (auth: Record<string, string>, over: Record<string, unknown>, query = '') => {
      const row = await current();
      const body = articlePayload(null, {
        slug: 'wendy-on-ethics',
        title: 'Ethics of AI',
        updatedAt: row.updatedAt.toISOString(),
        ...over,
      });
      const res = await updateArticle(
        jsonRequest(`${ARTICLES_URL}/${id}${query}`, { method: 'PUT', body, headers: auth }),
        routeContext({ id }),
      );
      if (res.status !== 200) throw new Error(`save answered ${res.status}: ${await res.text()}`);
    };

    // Her own save: nothing. An autosave by someone else (a draft never published): nothing either.
    expect(await mailOf(() => save(wendy.auth, { summary: 'Her own words.' }))).toEqual([]);
    expect(await mailOf(() => save(eli.auth, { summary: 'Autosaved by Eli.' }, '?autosave=1'))).toEqual([]);

    // Rita saves twice within the hour: one mail. Eli's save is another editor's: a mail of its own.
    const ritas = await mailOf(async () => {
      await save(rita.auth, { summary: 'Rita tightened the summary.' });
      await save(rita.auth, { summary: 'Rita tightened it again.' });
    });
    expect(ritas.map((m) => [m.to, m.subject])).toEqual([
      ['wendy@firm.example', '[AiLex] rita changed your article "Ethics of AI"'],
    ]);
    expect(ritas[0]!.body).toContain(
      `https://ailex.example/admin-secret-portal/dashboard/blog/articles/${id}/edit`,
    );
    const elis = await mailOf(() => save(eli.auth, { summary: 'Eli fixed a typo.' }));
    expect(elis.map((m) => [m.to, m.subject])).toEqual([
      ['wendy@firm.example', '[AiLex] eli changed your article "Ethics of AI"'],
    ]);
    // Only the author hears of it: Dan chose the digest for this event, but the article is not his.
    expect(await digestItemsOf(db(), dan.id)).toEqual([]);
  });

  it('tells the author when a scheduled article goes live, and not of an article published on the spot', async () => {
    const inTwoMinutes = new Date(Date.now() + 2 * 60_000).toISOString();
    const scheduled = await postArticle(
      articlePayload(null, {
        slug: 'wendy-scheduled',
        title: 'Scheduled Piece',
        status: 'published',
        publishedAt: inTwoMinutes,
      }),
      wendy.auth,
    );
    expect(scheduled.status).toBe(201);
    const onTheSpot = await postArticle(
      articlePayload(null, { slug: 'wendy-now', title: 'Published Now', status: 'published' }),
      wendy.auth,
    );
    expect(onTheSpot.status).toBe(201);
    // Three minutes pass: the scheduled article's time is now behind it (and its last save before it).
    await db().execute(
      sql`update blog_articles set published_at = published_at - interval '3 minutes', updated_at = updated_at - interval '3 minutes' where slug in ('wendy-scheduled', 'wendy-now')`,
    );
    const mails = await mailOf(async () => {
      const res = await runJobNow('scheduled-publishing', rita.auth);
      expect((await res.json()).run).toMatchObject({ outcome: 'succeeded' });
    });
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['wendy@firm.example', '[AiLex] Your article "Scheduled Piece" is live'],
    ]);
  });

  it('tells the admins of the first failure of a job, not of every retry, and the editors never', async () => {
    const job = controllableJob('flaky-export');
    // The runner logs each failure: kept out of the test's output.
    const quietly = async <T>(work: () => Promise<T>) => {
      const quiet = captureLog();
      return work().finally(() => quiet.restore());
    };
    const forced = () => quietly(() => runJob(db(), job.definition, { trigger: 'manual', force: true }));
    job.fail('disk full');
    const first = await mailOf(async () => {
      const [run] = await quietly(() => runDueJobsOf(db(), [job.definition], { trigger: 'schedule' }));
      expect(run?.outcome).toBe('failed');
    });
    expect(first.map((m) => [m.to, m.subject])).toEqual([
      ['rita@firm.example', '[AiLex] The job "flaky-export" failed'],
    ]);
    expect(first[0]!.body).toContain('disk full');
    expect((await digestItemsOf(db(), dan.id)).map((i) => i.summary)).toEqual([
      'The job "flaky-export" failed',
    ]);

    const retry = await mailOf(forced);
    expect(retry).toEqual([]);
    // Up again, then down again: a new streak, a new mail.
    job.succeed();
    await forced();
    job.fail('disk full again');
    const next = await mailOf(forced);
    expect(next.map((m) => m.to)).toEqual(['rita@firm.example']);
    for (const editor of [wendy, eli]) expect(await digestItemsOf(db(), editor.id)).toEqual([]);
  });
});
