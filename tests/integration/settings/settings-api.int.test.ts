import {
  nextCacheStandIn,
  resetRevalidated,
  revalidated,
} from '@/tests/integration/blog/next-cache-recorder';
// Saves revalidate the public pages through next/cache, which needs a Next server; see the recorder.
jest.mock('next/cache', () => nextCacheStandIn);
import { resetConfigForTests } from '@/lib/config';
import { GET, PATCH } from '@/app/api/admin/settings/route';
import { POST as invite } from '@/app/api/admin/users/route';
import { settleBackgroundMail } from '@/lib/server/mail/mailer';
import {
  cookieBannerText,
  footerSettings,
  marketMetaDescription,
  sendMailInTheSettingsName,
} from '@/lib/server/settings';
import { useMailOutbox } from '@/tests/helpers/mail-outbox';
import { auditLog } from '@/lib/server/db/schema';
import { eq } from 'drizzle-orm';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { accountWithSession } from '@/tests/integration/users/support';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const URL_ = '/api/admin/settings';
const get = (auth: Record<string, string>) => GET(jsonRequest(URL_, { headers: auth }), routeContext({}));
const patch = (auth: Record<string, string>, body: unknown) =>
  PATCH(jsonRequest(URL_, { method: 'PATCH', body, headers: auth }), routeContext({}));

describe(`GET, PATCH /api/admin/settings: System Settings [${testDbKind()}] (issue 37, ADR 0106)`, () => {
  const testDb = useTestDatabase();
  const outbox = useMailOutbox('ailex-settings-outbox-');
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  const previousMailFrom = process.env.MAIL_FROM;

  beforeAll(async () => {
    admin = (await accountWithSession(testDb.get(), 'settings-admin@firm.example')).auth;
    editor = (await accountWithSession(testDb.get(), 'settings-editor@firm.example', 'editor')).auth;
  });
  afterEach(() => {
    if (previousMailFrom === undefined) delete process.env.MAIL_FROM;
    else process.env.MAIL_FROM = previousMailFrom;
    resetConfigForTests();
  });

  it('answers every setting, empty (the built-in texts) on a new install, and nothing locked', async () => {
    delete process.env.MAIL_FROM;
    resetConfigForTests();
    const res = await get(admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      settings: {
        contact_phone: '',
        contact_email: '',
        social_links: { linkedin: '', x: '', facebook: '', youtube: '' },
        meta_description: { global: '', usa: '', 'be-fr': '', 'be-nl': '' },
        cookie_banner_text: { en: '', fr: '', nl: '' },
        require_two_factor: false,
        mail_sender_name: '',
      },
      locked: {},
    });
  });

  it('saves any subset, keeps the rest, and audits each change with its old and new value', async () => {
    delete process.env.MAIL_FROM;
    resetConfigForTests();
    const res = await patch(admin, {
      contact_phone: ' +1 512 555 0100 ',
      social_links: { linkedin: 'https://www.linkedin.com/company/ailex', x: '', facebook: '', youtube: '' },
    });
    expect(res.status).toBe(200);
    const { settings } = await res.json();
    expect(settings.contact_phone).toBe('+1 512 555 0100');
    expect(settings.social_links.linkedin).toBe('https://www.linkedin.com/company/ailex');

    expect((await patch(admin, { contact_email: 'hello@ailex.example' })).status).toBe(200);
    const after = (await (await get(admin)).json()).settings;
    expect(after).toMatchObject({ contact_phone: '+1 512 555 0100', contact_email: 'hello@ailex.example' });

    const entries = await testDb
      .get()
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.changed'));
    expect(entries.map((e) => e.detail)).toEqual(
      expect.arrayContaining([
        {
          changed: {
            contact_phone: { from: '', to: '+1 512 555 0100' },
            social_links: {
              from: { linkedin: '', x: '', facebook: '', youtube: '' },
              to: { linkedin: 'https://www.linkedin.com/company/ailex', x: '', facebook: '', youtube: '' },
            },
          },
        },
        { changed: { contact_email: { from: '', to: 'hello@ailex.example' } } },
      ]),
    );
    // Saving a value unchanged writes no audit entry.
    expect((await patch(admin, { contact_email: 'hello@ailex.example' })).status).toBe(200);
    const again = await testDb
      .get()
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.changed'));
    expect(again).toHaveLength(2);
  });

  it('revalidates exactly the pages that show a changed value, and the public pages read the new one', async () => {
    delete process.env.MAIL_FROM;
    resetConfigForTests();
    const phoneBefore: string = (await (await get(admin)).json()).settings.contact_phone;
    resetRevalidated();
    expect((await patch(admin, { contact_phone: '+1 (512) 555-0199' })).status).toBe(200);
    expect(revalidated.tags).toEqual(['settings:contact']);
    expect((await footerSettings()).contact).toMatchObject({
      phone: '+1 (512) 555-0199',
      phoneHref: 'tel:+15125550199',
    });

    // One market's description: that market's pages only; a language's banner text: that language's.
    resetRevalidated();
    const described = { global: '', usa: '', 'be-fr': 'Le blog juridique des cabinets belges.', 'be-nl': '' };
    expect((await patch(admin, { meta_description: described })).status).toBe(200);
    expect(revalidated.tags).toEqual(['settings:meta:be-fr']);
    expect(await marketMetaDescription('be-fr')).toBe('Le blog juridique des cabinets belges.');
    expect(await marketMetaDescription('global')).toBe('');
    resetRevalidated();
    const banner = { en: 'We use one cookie: your consent.', fr: '', nl: '' };
    expect((await patch(admin, { cookie_banner_text: banner, meta_description: described })).status).toBe(
      200,
    );
    expect(revalidated.tags).toEqual(['settings:cookie:en']);
    expect(await cookieBannerText('en')).toBe('We use one cookie: your consent.');

    // The footer's social links: the setting where given, the built-in link where empty.
    resetRevalidated();
    const links = {
      linkedin: 'https://www.linkedin.com/company/ailex',
      x: '',
      facebook: '',
      youtube: 'https://youtube.com/@ailex',
    };
    expect((await patch(admin, { social_links: links })).status).toBe(200);
    expect(revalidated.tags).toEqual(['settings:social']);
    expect((await footerSettings()).social).toEqual({
      linkedin: 'https://www.linkedin.com/company/ailex',
      x: 'https://x.com/',
      facebook: '',
      youtube: 'https://youtube.com/@ailex',
    });

    // Shown on no page: nothing to revalidate. Unchanged: nothing either.
    resetRevalidated();
    expect(
      (await patch(admin, { mail_sender_name: 'AiLex Team', contact_phone: '+1 (512) 555-0199' })).status,
    ).toBe(200);
    expect(revalidated.tags).toEqual([]);

    // Back to the settings before this test for the tests after it.
    const cleared = await patch(admin, {
      contact_phone: phoneBefore,
      mail_sender_name: '',
      social_links: { linkedin: '', x: '', facebook: '', youtube: '' },
      meta_description: { global: '', usa: '', 'be-fr': '', 'be-nl': '' },
      cookie_banner_text: { en: '', fr: '', nl: '' },
    });
    expect(cleared.status).toBe(200);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    delete process.env.MAIL_FROM;
    resetConfigForTests();
    const before = await (await get(admin)).json();
    const bad: unknown[] = [
      {},
      { contact_phone: 'call me' },
      { contact_email: 'not-an-email' },
      { social_links: { linkedin: 'http://insecure.example' } },
      { social_links: { linkedin: 'javascript:alert(1)', x: '', facebook: '', youtube: '' } },
      { meta_description: { global: 'x'.repeat(501), usa: '', 'be-fr': '', 'be-nl': '' } },
      { cookie_banner_text: { en: 'a\u0000b', fr: '', nl: '' } },
      { mail_sender_name: 'Evil\r\nBcc: x@example.com' },
      { mail_sender_name: 'Name <spoof@example.com>' },
      { require_two_factor: 'yes' },
      { unknown_setting: 1 },
      [],
      'text',
    ];
    for (const body of bad) {
      const res = await patch(admin, body);
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe('string');
    }
    const named = async (body: unknown) => JSON.stringify(await (await patch(admin, body)).json());
    expect(await named({})).toContain('Nothing to change');
    expect(await named({ contact_phone: 'call me' })).toContain('Contact phone must be a phone number');
    expect(await named({ mail_sender_name: 'Name <spoof@example.com>' })).toContain(
      'Sender name must not contain quotes or angle brackets',
    );
    expect(await (await get(admin)).json()).toEqual(before);
  });

  it('is for admins only: an editor gets 403 on both', async () => {
    expect((await get(editor)).status).toBe(403);
    expect((await patch(editor, { contact_phone: '+1 512 555 0199' })).status).toBe(403);
    expect((await get({})).status).toBe(401);
  });

  it('shows a setting the environment sets as locked, and refuses to change it with a 409 naming the variable', async () => {
    process.env.MAIL_FROM = '"Firm Alerts" <alerts@firm.example>';
    resetConfigForTests();
    const res = await get(admin);
    const body = await res.json();
    expect(body.locked).toEqual({ mail_sender_name: 'MAIL_FROM' });
    expect(body.settings.mail_sender_name).toBe('Firm Alerts');
    const refused = await patch(admin, { mail_sender_name: 'Other', contact_phone: '+1 512 555 0111' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toContain('MAIL_FROM');
    // Nothing of that PATCH was written.
    expect((await (await get(admin)).json()).settings.contact_phone).toBe('+1 512 555 0100');
  });

  it('keeps the two-factor rule (your own first), and writes nothing of a PATCH it refuses', async () => {
    delete process.env.MAIL_FROM;
    resetConfigForTests();
    const refused = await patch(admin, { require_two_factor: true, contact_phone: '+1 512 555 0122' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'Turn on two-factor sign-in for your own account before requiring it of everyone',
    });
    const { settings } = await (await get(admin)).json();
    expect(settings.require_two_factor).toBe(false);
    expect(settings.contact_phone).toBe('+1 512 555 0100');
  });

  it('sends outgoing mail in the name the settings give, and in the brand name when it is empty', async () => {
    delete process.env.MAIL_FROM;
    resetConfigForTests();
    // What start-up does (lib/server/installation/startup.ts).
    sendMailInTheSettingsName();
    const fromLineTo = async (to: string) => {
      await settleBackgroundMail();
      const mail = (await outbox.messages()).filter((m) => m.includes(`To: ${to}`)).at(-1);
      return mail
        ?.split('\n')
        .find((line) => line.startsWith('From: '))
        ?.trim();
    };
    const inviteOne = async (email: string) =>
      (
        await invite(
          jsonRequest('/api/admin/users', {
            method: 'POST',
            body: { email, name: 'New Editor', role: 'editor' },
            headers: admin,
          }),
          routeContext({}),
        )
      ).status;

    expect(await inviteOne('first-invitee@firm.example')).toBe(201);
    expect(await fromLineTo('first-invitee@firm.example')).toBe('From: AiLex <no-reply@ailex.example>');

    expect((await patch(admin, { mail_sender_name: 'Smith & Jones Law' })).status).toBe(200);
    expect(await inviteOne('second-invitee@firm.example')).toBe(201);
    // nodemailer quotes a name with a special character (RFC 5322).
    expect(await fromLineTo('second-invitee@firm.example')).toBe(
      'From: "Smith & Jones Law" <no-reply@ailex.example>',
    );
  });
});
