import { eq } from 'drizzle-orm';
import { GET as exportRoute } from '@/app/api/admin/reports/export/route';
import { issueSession, createAdmin } from '@/lib/server/auth';
import { websiteAdmins } from '@/lib/server/db/schema';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { edge, seedReportsWeek } from './seed';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const WEEK = 'from=2026-03-01&to=2026-03-07';

describe(`GET /api/admin/reports/export [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let admin: Record<string, string> = {};
  let editor: Record<string, string> = {};

  beforeAll(async () => {
    const db = testDb.get();
    const session = async (email: string, role: 'admin' | 'editor') => {
      const account = await createAdmin(db, { email, name: 'Rita Reports', password: 'Passw0rdX' });
      await db.update(websiteAdmins).set({ role }).where(eq(websiteAdmins.id, account.id));
      return { authorization: `Bearer ${await issueSession(db, account)}` };
    };
    admin = await session('csv-admin@firm.example', 'admin');
    editor = await session('csv-editor@firm.example', 'editor');
    await seedReportsWeek(db);
  });

  const csv = async (query: string, headers = admin) => {
    const res = await exportRoute(
      jsonRequest(`/api/admin/reports/export?${query}`, { headers }),
      routeContext({}),
    );
    return { res, lines: res.status === 200 ? (await res.text()).replace(/^\uFEFF/, '').split('\r\n') : [] };
  };

  it('exports the top articles with leads and conversion rate, named for the range', async () => {
    const { res, lines } = await csv(`table=articles&${WEEK}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="reports-articles-all-2026-03-01-to-2026-03-07.csv"',
    );
    expect(lines.slice(0, 4)).toEqual([
      'Path,Title,Views,Visitors,Leads,Conversion rate (%)',
      '/blog/usa/alpha,Alpha in the US,10,8,2,25',
      '/blog/beta,Beta,7,7,1,14.3',
      '/blog/usa/gone,,1,1,0,0',
    ]);
  });

  it('exports referrers, campaigns and vitals with rating words', async () => {
    expect((await csv(`table=referrers&${WEEK}`)).lines.slice(0, 2)).toEqual([
      'Referrer,Views',
      'search.example,9',
    ]);
    expect((await csv(`table=campaigns&${WEEK}&market=usa`)).lines.slice(0, 2)).toEqual([
      'Source,Medium,Campaign,Views,Leads',
      'newsletter,email,spring,4,1',
    ]);
    const vitals = (await csv(`table=vitals&${WEEK}`)).lines;
    expect(vitals[0]).toBe(
      'Page type,Device,LCP p75 (ms),LCP rating,INP p75 (ms),INP rating,CLS p75,CLS rating,FCP p75 (ms),FCP rating,TTFB p75 (ms),TTFB rating,Samples',
    );
    // LCP edge 30 is 50·1.1³⁰ ≈ 872 ms (good); CLS edge 5 ≈ 0.002 (good); the home page's INP overflows (poor).
    expect(vitals[1]).toBe(`Article,mobile,${edge('LCP', 30)},Good,,,${edge('CLS', 5)},Good,,,,,4`);
    expect(vitals[2]).toBe(`Home,desktop,,,${edge('INP', 59)},Poor,,,,,,,3`);
  });

  it('gives an editor the tables without lead columns', async () => {
    const { res, lines } = await csv(`table=articles&${WEEK}`, editor);
    expect(res.status).toBe(200);
    expect(lines.slice(0, 2)).toEqual(['Path,Title,Views,Visitors', '/blog/usa/alpha,Alpha in the US,10,8']);
    expect((await csv(`table=campaigns&${WEEK}`, editor)).lines[0]).toBe('Source,Medium,Campaign,Views');
  });

  it('refuses an unknown table, a bad range and no session', async () => {
    const bad = await csv(`table=leads&${WEEK}`);
    expect(bad.res.status).toBe(400);
    expect((await bad.res.json()).error).toBe(
      'Invalid table: expected one of articles, referrers, campaigns, vitals',
    );
    expect((await csv('table=articles&from=2026-03-08&to=2026-03-01')).res.status).toBe(400);
    expect((await csv(`table=articles&${WEEK}`, {})).res.status).toBe(401);
  });
});
