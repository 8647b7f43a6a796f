import { GET as listRoute } from '@/app/api/admin/submissions/route';
import { GET as exportRoute } from '@/app/api/admin/submissions/export/route';
import { contactMessages, earlyAccessRequests, newsletterSubscribers } from '@/lib/server/db/schema';
import { countLeadsSince } from '@/lib/server/leads';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { createEditor } from '../blog/admin-article-api';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const DAY = 24 * 60 * 60 * 1000;

describe(`admin leads inbox and CSV export [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let auth: Record<string, string> = {};

  beforeAll(async () => {
    ({ auth } = await createEditor(testDb.get(), 'leads-editor@firm.example'));
    const now = Date.now();
    await testDb
      .get()
      .insert(earlyAccessRequests)
      .values([
        {
          firstName: 'Old',
          lastName: 'Lead',
          email: 'old@firm.example',
          createdAt: new Date(now - 30 * DAY),
        },
        ...Array.from({ length: 22 }, (_, i) => ({
          firstName: `Early${i}`,
          lastName: 'Bird',
          email: `early${i}@firm.example`,
          message: i === 0 ? 'Needs Spanish intake' : null,
          createdAt: new Date(now - i * 60_000),
        })),
      ]);
    await testDb
      .get()
      .insert(contactMessages)
      .values([
        {
          firstName: '=HYPERLINK("http://evil.example","x")',
          lastName: '+Plus',
          email: 'attacker@evil.example',
          message: '@SUM(1,2), "quoted"\nsecond line',
          createdAt: new Date(now - DAY),
        },
        {
          firstName: 'Carla',
          lastName: 'Counsel',
          email: 'carla@firm.example',
          message: 'Call me',
          createdAt: new Date(now),
        },
      ]);
    await testDb.get().insert(newsletterSubscribers).values({
      email: 'news@firm.example',
      market: 'usa',
      language: 'en',
      consentVersion: 'v',
      consentText: 'text',
      consentAt: new Date(),
    });
  });

  const list = (query: string, headers = auth) =>
    listRoute(jsonRequest(`/api/admin/submissions${query}`, { headers }), routeContext({}));
  const exportCsv = (query: string, headers = auth) =>
    exportRoute(jsonRequest(`/api/admin/submissions/export${query}`, { headers }), routeContext({}));

  it('answers 401 without a session', async () => {
    expect((await list('?type=contact', {})).status).toBe(401);
    expect((await exportCsv('?type=contact', {})).status).toBe(401);
  });

  it('pages early-access requests newest first, 20 a page', async () => {
    const first = await (await list('?type=early-access')).json();
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 23, totalPages: 2 });
    expect(first.submissions).toHaveLength(20);
    expect(first.submissions[0]).toEqual({
      id: expect.any(String),
      type: 'early-access',
      created_at: expect.any(String),
      first_name: 'Early0',
      last_name: 'Bird',
      email: 'early0@firm.example',
      message: 'Needs Spanish intake',
      // Stored before its source was recorded (issue 38): every source field null.
      source: null,
      article_path: null,
      landing_page: null,
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      source_page: null,
    });
    const second = await (await list('?type=early-access&page=2')).json();
    expect(second.submissions.map((s: { email: string }) => s.email)).toEqual([
      'early20@firm.example',
      'early21@firm.example',
      'old@firm.example',
    ]);
  });

  it('searches name, email and message, treating % and _ literally', async () => {
    const bySpanish = await (await list('?type=early-access&search=spanish')).json();
    expect(bySpanish.submissions.map((s: { email: string }) => s.email)).toEqual(['early0@firm.example']);
    const byName = await (await list('?type=contact&search=carla')).json();
    expect(byName.pagination.total).toBe(1);
    expect((await (await list('?type=contact&search=%25')).json()).pagination.total).toBe(0);
    const news = await (await list('?type=newsletter&search=news@')).json();
    expect(news.submissions).toEqual([
      expect.objectContaining({ email: 'news@firm.example', first_name: null, message: null }),
    ]);
  });

  it.each([
    ['?type=spam', 'Invalid type: expected one of early-access, contact, newsletter'],
    ['', 'Invalid type: expected one of early-access, contact, newsletter'],
    ['?type=contact&page=0', 'Invalid page: expected a whole number from 1 to 100000'],
  ])('answers 400 for %s', async (query, error) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(error);
  });

  it('exports CSV with a filename, every row, and formula cells neutralised', async () => {
    const res = await exportCsv('?type=contact');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe(
      'Date,First name,Last name,Email,Message,Source,Article,Landing page,Referrer,UTM source,UTM medium,UTM campaign,Page',
    );
    expect(lines[1]).toMatch(/^\S+,Carla,Counsel,carla@firm\.example,Call me,{8}$/);
    expect(lines[2]).toMatch(
      /^\S+,"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",'\+Plus,attacker@evil\.example,"'@SUM\(1,2\), ""quoted""\nsecond line",{8}$/,
    );
    expect(lines.filter(Boolean)).toHaveLength(3);
    expect((await (await exportCsv('?type=newsletter')).text()).split('\r\n')[0]).toBe(
      'Date,Email,Source,Article,Landing page,Referrer,UTM source,UTM medium,UTM campaign,Page',
    );
    expect((await exportCsv('?type=nope')).status).toBe(400);
  });

  it('counts the leads of the last seven days per type', async () => {
    const counts = await countLeadsSince(testDb.get(), new Date(Date.now() - 7 * DAY));
    expect(counts).toEqual({ 'early-access': 22, contact: 2, newsletter: 1 });
  });

  it('starts the CSV file with the UTF-8 byte order mark, so Excel reads "Zoë Müller" as written (issue 33)', async () => {
    // Last in the file and a month old: the counts and row numbers above are not affected.
    await testDb
      .get()
      .insert(contactMessages)
      .values({
        firstName: 'Zoë',
        lastName: 'Müller',
        email: 'zoe@firm.example',
        message: 'Grüße',
        createdAt: new Date(Date.now() - 30 * DAY),
      });
    for (const type of ['contact', 'early-access', 'newsletter']) {
      const bytes = new Uint8Array(await (await exportCsv(`?type=${type}`)).arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    }
    const bytes = new Uint8Array(await (await exportCsv('?type=contact')).arrayBuffer());
    // Decoded as UTF-8 with the mark kept: one mark, then the header, and the name byte for byte.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFDate,First name,')).toBe(true);
    expect(text).toContain(',Zoë,Müller,zoe@firm.example,Grüße,,,,,,,,\r\n');
  });
});
