import { nextCacheStandIn } from '../blog/next-cache-recorder';
jest.mock('next/cache', () => nextCacheStandIn);

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { testDbKind, useTestDatabase } from '@/tests/helpers/test-db';
import { useLocalMediaStorage } from './local-media';
import {
  articlePayload,
  createEditor,
  deleteArticle,
  postArticle,
  type Editor,
} from '../blog/admin-article-api';
import { deleteImages, listImages, uploadFiles } from './image-api';
import { jpeg } from './image-files';

process.env.AUTH_SECRET = 'test-secret-'.padEnd(48, 'x');

describe(`image bulk delete [${testDbKind()}]`, () => {
  const testDb = useTestDatabase();
  let editor: Editor;
  const dataDir = useLocalMediaStorage();

  beforeAll(async () => {
    editor = await createEditor(testDb.get(), 'gallery@firm.example');
  });

  const stored = () => readdir(path.join(dataDir(), 'uploads')).catch(() => [] as string[]);

  async function uploadTwo(): Promise<[string, string, string]> {
    const res = await uploadFiles(
      [
        { name: 'one.jpg', bytes: await jpeg() },
        { name: 'two.jpg', bytes: await jpeg() },
      ],
      editor.auth,
    );
    const { images } = (await res.json()) as { images: { name: string; url: string }[] };
    return [images[0]!.name, images[1]!.name, images[0]!.url];
  }

  it('deletes exactly the named images, from storage and from the list', async () => {
    const [one, two] = await uploadTwo();
    const res = await deleteImages({ filenames: [one] }, editor.auth);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Deleted 1 image(s)', deleted: 1 });
    const files = await stored();
    expect(files).not.toContain(one);
    expect(files).toContain(two);
    const list = (await (await listImages('', editor.auth)).json()) as { images: { name: string }[] };
    expect(list.images.map((i) => i.name)).toEqual(expect.arrayContaining([two]));
    expect(list.images.map((i) => i.name)).not.toContain(one);
  });

  it.each([
    ['a parent path', '../../etc/passwd'],
    ['a path separator', 'uploads/x.png'],
    ['a backslash', '..\\x.png'],
    ['an encoded traversal', '%2e%2e%2fx.png'],
    ['a name nobody uploaded', 'zzz000-never.png'],
    ['an empty name', ''],
  ])('refuses %s and deletes nothing, not even the valid names beside it', async (_label, bad) => {
    const [one, two] = await uploadTwo();
    const before = await stored();
    const res = await deleteImages({ filenames: [one, bad, two] }, editor.auth);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual(expect.any(String));
    expect(await stored()).toEqual(before);
  });

  it('refuses malformed bodies', async () => {
    for (const body of [
      {},
      { filenames: 'x.png' },
      { filenames: [] },
      { filenames: [1] },
      { filenames: ['a'], force: 'yes' },
    ]) {
      expect((await deleteImages(body, editor.auth)).status).toBe(400);
    }
    expect((await deleteImages({ filenames: ['a.png'] }, {})).status).toBe(401);
  });

  it('asks first when an article uses the image, naming the article, and deletes with force', async () => {
    const [used, , url] = await uploadTwo();
    const created = await postArticle(
      articlePayload(null, { slug: 'uses-an-upload', featuredImageUrl: url, title: 'Uses an upload' }),
      editor.auth,
    );
    expect(created.status).toBe(201);
    const refused = await deleteImages({ filenames: [used] }, editor.auth);
    expect(refused.status).toBe(409);
    const usage = async (res: Response) =>
      ((await res.json()) as { details: { usedBy: unknown[] } }).details.usedBy;
    expect(await usage(refused)).toEqual([
      {
        filename: used,
        articles: [
          expect.objectContaining({ title: 'Uses an upload', slug: 'uses-an-upload', in_trash: false }),
        ],
      },
    ]);
    expect(await stored()).toContain(used);

    // In the trash the article still counts (a restore would bring it back broken), and the answer says where it is.
    const { article } = (await created.json()) as { article: { id: string } };
    expect((await deleteArticle(article.id, editor.auth)).status).toBe(200);
    const stillRefused = await deleteImages({ filenames: [used] }, editor.auth);
    expect(stillRefused.status).toBe(409);
    expect(await usage(stillRefused)).toEqual([
      { filename: used, articles: [expect.objectContaining({ title: 'Uses an upload', in_trash: true })] },
    ]);

    const forced = await deleteImages({ filenames: [used], force: true }, editor.auth);
    expect(forced.status).toBe(200);
    expect(await stored()).not.toContain(used);
  });
});
