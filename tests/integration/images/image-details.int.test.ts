import { nextCacheStandIn } from '../blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { GET as details, PATCH as patch } from '@/app/api/admin/images/[id]/route';
import { IMAGE_ALT_MAX_LENGTH, IMAGE_USAGE_LIMIT } from '@/lib/constants/images';
import { auditLog, blogArticles, mediaImages } from '@/lib/server/db/schema';
import { importImage } from '@/lib/server/media';
import { jsonRequest, routeContext } from '@/tests/helpers/http';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import {
  articlePayload,
  createEditor,
  deleteArticle,
  postArticle,
  type Editor,
} from '../blog/admin-article-api';
import { listImages, uploadFiles } from './image-api';
import { useLocalMediaStorage } from './local-media';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface Image {
  id: string;
  name: string;
  url: string;
  alt: string;
}
interface Details {
  image: Image;
  used_in: { id: string; title: string; market: string; slug: string; in_trash: boolean }[];
  used_in_more: boolean;
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

const url = (id: string) => `/api/admin/images/${id}`;
const getDetails = (id: string, headers: Record<string, string>) =>
  details(jsonRequest(url(id), { headers }), routeContext({ id }));
const patchAlt = (id: string, body: unknown, headers: Record<string, string>) =>
  patch(jsonRequest(url(id), { method: 'PATCH', body, headers }), routeContext({ id }));

describe(`an image's details and alt text, GET and PATCH /api/admin/images/{id} [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  useLocalMediaStorage();
  let editor: Editor;

  beforeAll(async () => {
    editor = await createEditor(testDb.get(), 'image-details@firm.example');
  });

  async function upload(name: string): Promise<Image> {
    const res = await uploadFiles([{ name, bytes: await png() }], editor.auth);
    expect(res.status).toBe(201);
    return ((await res.json()) as { image: Image }).image;
  }

  describe('PATCH (the alt text)', () => {
    it('refuses a call without a session, and an editor may change it', async () => {
      const image = await upload('auth.png');
      expect((await patchAlt(image.id, { alt: 'A chart' }, {})).status).toBe(401);
      expect((await patchAlt(image.id, { alt: 'A chart' }, { authorization: 'Bearer nope' })).status).toBe(
        401,
      );
      expect((await patchAlt(image.id, { alt: 'A chart' }, editor.auth)).status).toBe(200);
    });

    it('saves the trimmed text, answers the image with it, lists it in the gallery and audits the change', async () => {
      const image = await upload('chart.png');
      const res = await patchAlt(image.id, { alt: '  A bar chart of billable hours  ' }, editor.auth);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { message: string; image: Image };
      expect(body.message).toBe('Alt text saved');
      expect(body.image).toMatchObject({
        id: image.id,
        name: image.name,
        alt: 'A bar chart of billable hours',
      });

      const [row] = await testDb.get().select().from(mediaImages).where(eq(mediaImages.id, image.id));
      expect(row?.alt).toBe('A bar chart of billable hours');
      const listed = (await (await listImages('?search=billable', editor.auth)).json()) as {
        images: Image[];
      };
      expect(listed.images.map((i) => i.id)).toEqual([image.id]);
      const audit = await testDb
        .get()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'image.alt_changed'), eq(auditLog.adminId, editor.adminId)));
      expect(audit.map((a) => a.detail)).toContainEqual({
        name: image.name,
        alt: 'A bar chart of billable hours',
      });

      // Emptied again: an image may have no description (the editor then asks the author for one).
      expect((await patchAlt(image.id, { alt: '' }, editor.auth)).status).toBe(200);
      const [cleared] = await testDb.get().select().from(mediaImages).where(eq(mediaImages.id, image.id));
      expect(cleared?.alt).toBe('');
    });

    it.each([
      ['no body field', {}, 'alt must be text'],
      ['a number', { alt: 5 }, 'alt must be text'],
      [
        'a text over the limit',
        { alt: 'x'.repeat(IMAGE_ALT_MAX_LENGTH + 1) },
        `Alt text must be at most ${IMAGE_ALT_MAX_LENGTH} characters`,
      ],
      ['a control character', { alt: 'A\u0007chart' }, 'Alt text must not contain control characters'],
    ])('refuses %s with a 400 naming the field, and changes nothing', async (_label, body, message) => {
      const image = await upload('refused.png');
      await patchAlt(image.id, { alt: 'Kept' }, editor.auth);
      const res = await patchAlt(image.id, body, editor.auth);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: string; details?: Record<string, string> };
      expect(answer.details?.alt).toBe(message);
      const [row] = await testDb.get().select().from(mediaImages).where(eq(mediaImages.id, image.id));
      expect(row?.alt).toBe('Kept');
    });

    it('accepts exactly the limit', async () => {
      const image = await upload('long.png');
      const alt = 'y'.repeat(IMAGE_ALT_MAX_LENGTH);
      expect((await patchAlt(image.id, { alt }, editor.auth)).status).toBe(200);
    });

    it('answers 400 for malformed JSON and an id that is not one, 404 for an image that does not exist', async () => {
      const image = await upload('malformed.png');
      const broken = await patch(
        jsonRequest(url(image.id), { method: 'PATCH', body: '{"alt":', headers: editor.auth }),
        routeContext({ id: image.id }),
      );
      expect(broken.status).toBe(400);
      expect((await patchAlt('not-a-uuid', { alt: 'x' }, editor.auth)).status).toBe(400);
      const missing = await patchAlt(UNKNOWN_ID, { alt: 'x' }, editor.auth);
      expect(missing.status).toBe(404);
      expect((await missing.json()).error).toBe('Image not found');
    });
  });

  describe('GET (the articles that use it)', () => {
    it('refuses a call without a session; 404 for an unknown image, 400 for a malformed id', async () => {
      const image = await upload('get-auth.png');
      expect((await getDetails(image.id, {})).status).toBe(401);
      expect((await getDetails(UNKNOWN_ID, editor.auth)).status).toBe(404);
      expect((await getDetails('x', editor.auth)).status).toBe(400);
    });

    it('lists the articles using it as featured image or in the body, trashed ones marked, and no others', async () => {
      const used = await upload('used.png');
      const other = await upload('other.png');
      const post = async (slug: string, over: Record<string, unknown>) => {
        const res = await postArticle(
          articlePayload(null, { slug, title: `T ${slug}`, ...over }),
          editor.auth,
        );
        expect(res.status).toBe(201);
        return ((await res.json()) as { article: { id: string } }).article.id;
      };
      const featured = await post('uses-as-cover', { featuredImageUrl: used.url });
      const inBody = await post('uses-in-body', {
        content: `<p>Before.</p><p><img src="${used.url}" alt="x"></p>`,
      });
      const trashed = await post('uses-then-trashed', { featuredImageUrl: used.url });
      expect((await deleteArticle(trashed, editor.auth)).status).toBe(200);
      await post('uses-the-other', { featuredImageUrl: other.url });

      const res = await getDetails(used.id, editor.auth);
      expect(res.status).toBe(200);
      const body = (await res.json()) as Details;
      expect(body.image).toMatchObject({ id: used.id, url: used.url });
      expect(body.used_in_more).toBe(false);
      expect(body.used_in.map((a) => [a.slug, a.in_trash]).sort()).toEqual([
        ['uses-as-cover', false],
        ['uses-in-body', false],
        ['uses-then-trashed', true],
      ]);
      expect(body.used_in.map((a) => a.id)).toEqual(expect.arrayContaining([featured, inBody]));
      const forOther = (await (await getDetails(other.id, editor.auth)).json()) as Details;
      expect(forOther.used_in.map((a) => a.slug)).toEqual(['uses-the-other']);
    });

    it('does not count an upload whose name ends in a fixed name as a use of that fixed-name image', async () => {
      const bytes = await png();
      const fixedUrl = await importImage(testDb.get(), {
        name: 'demo-fixed.png',
        originalName: 'fixed.png',
        bytes,
        alt: 'A fixed picture',
      });
      // An upload of a file called "demo-fixed.png" is stored as "<stamp>-<random>-demo-fixed.png".
      const lookalike = await upload('demo-fixed.png');
      expect(lookalike.name.endsWith('-demo-fixed.png')).toBe(true);
      const res = await postArticle(
        articlePayload(null, { slug: 'uses-the-lookalike', featuredImageUrl: lookalike.url }),
        editor.auth,
      );
      expect(res.status).toBe(201);
      const [fixed] = await testDb
        .get()
        .select()
        .from(mediaImages)
        .where(eq(mediaImages.name, 'demo-fixed.png'));
      expect(fixedUrl).toBe('/media/demo-fixed.png');
      expect(fixed?.alt).toBe('A fixed picture');
      const body = (await (await getDetails(fixed!.id, editor.auth)).json()) as Details;
      expect(body.used_in).toEqual([]);
    });

    it(`lists at most ${IMAGE_USAGE_LIMIT}, the most recently changed first, and says there are more`, async () => {
      const image = await upload('popular.png');
      const base = Date.parse('2030-01-01T00:00:00Z');
      await testDb
        .get()
        .insert(blogArticles)
        .values(
          Array.from({ length: IMAGE_USAGE_LIMIT + 2 }, (_, i) => ({
            title: `Popular ${i}`,
            slug: `popular-${i}`,
            content: `<p><img src="${image.url}" alt=""></p>`,
            status: 'draft' as const,
            market: 'global' as const,
            language: 'en' as const,
            updatedAt: new Date(base + i * 1000),
          })),
        );
      const body = (await (await getDetails(image.id, editor.auth)).json()) as Details;
      expect(body.used_in).toHaveLength(IMAGE_USAGE_LIMIT);
      expect(body.used_in_more).toBe(true);
      expect(body.used_in[0]?.title).toBe(`Popular ${IMAGE_USAGE_LIMIT + 1}`);
    });
  });
});
