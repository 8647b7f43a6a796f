import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres } from '@/lib/server/db/client';
import { createLocalStorage } from '@/lib/server/media';
import { restoreBackup } from '@/lib/server/backup';
import { backupToBuffer } from '@/tests/integration/backup/support';
import { createPgCluster, type PgCluster } from '@/tests/helpers/pg-cluster';
import { ensureScaleBuild, startInstance, type AppInstance } from '@/tests/helpers/app-instance';
import { requirePostgres } from '@/tests/helpers/test-db';
import { Readable } from 'node:stream';

/**
 * Issue 37's backup proof, on real servers of one build: the embedded default's site (demo content,
 * translations, revisions, demo images) with a setting changed through the API is backed up, restored
 * into PostgreSQL (the other kind), and a server on the restored database answers every URL of the
 * sitemap with the same HTML, the settings included, and serves the same images.
 */
requirePostgres();

const SITE_URL = 'http://localhost:3000';
const ADMIN = { email: 'roundtrip@firm.example', password: 'Passw0rdRoundTrip' };

async function sitemapUrls(origin: string): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
  const files = locs(await (await fetch(`${origin}/sitemap.xml`)).text());
  const urls: string[] = [];
  for (const file of files)
    urls.push(...locs(await (await fetch(`${origin}${new URL(file).pathname}`)).text()));
  return urls.map((u) => new URL(u).pathname);
}

/**
 * A page as the restored site must repeat it: its markup, structured data included. Next's own inline
 * scripts (the page's data for the client) are left out: they carry the same content, but their chunks
 * come in the order the render's async parts finished, which differs between two renders.
 */
async function page(origin: string, pathname: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${origin}${pathname}`, { redirect: 'manual' });
  const html = (await res.text()).replace(
    /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g,
    '',
  );
  return { status: res.status, html };
}

describe('a backup of the embedded site restored into PostgreSQL serves the same site', () => {
  const dataA = mkdtempSync(path.join(os.tmpdir(), 'ailex-roundtrip-a-'));
  const dataB = mkdtempSync(path.join(os.tmpdir(), 'ailex-roundtrip-b-'));
  let cluster: PgCluster;
  let a: AppInstance | undefined;
  let b: AppInstance | undefined;

  beforeAll(() => ensureScaleBuild(), 600_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    cluster?.destroy();
    await Promise.all([
      rm(dataA, { recursive: true, force: true }),
      rm(dataB, { recursive: true, force: true }),
    ]);
  });

  it('answers every sitemap URL with the same HTML and serves the same images', async () => {
    const env = {
      AUTH_SECRET: 'roundtrip-secret-'.padEnd(48, 'x'),
      SITE_URL,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // A: the embedded default, which seeds the demo content on its first start.
    a = await startInstance({ ...env, DATA_DIR: dataA }, { standalone: true });
    const login = await fetch(`${a.origin}/api/websiteadmin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const saved = await fetch(`${a.origin}/api/admin/settings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ contact_phone: '+32 2 555 01 23', contact_email: 'bonjour@ailex.example' }),
    });
    expect(saved.status).toBe(200);
    const urls = await sitemapUrls(a.origin);
    expect(urls.length).toBeGreaterThan(10);
    const before = new Map<string, { status: number; html: string }>();
    for (const url of urls) before.set(url, await page(a.origin, url));
    const images = [
      ...new Set(
        [...before.values()].flatMap((p) =>
          [...p.html.matchAll(/\/media\/([a-z0-9-]+\.(?:jpg|png|webp))/g)].map((m) => m[1] ?? ''),
        ),
      ),
    ];
    expect(images.length).toBeGreaterThan(0);
    const imageBytes = new Map<string, Buffer>();
    for (const name of images)
      imageBytes.set(name, Buffer.from(await (await fetch(`${a.origin}/media/${name}`)).arrayBuffer()));
    await a.stop();
    a = undefined;

    // The backup of A's database and images, restored into a new PostgreSQL database and image store.
    const source = await openPglite(path.join(dataA, 'pglite'));
    const archive = await backupToBuffer(source.db, createLocalStorage(dataA));
    await source.close();
    cluster = await createPgCluster();
    const target = await openPostgres(cluster.url, 2);
    await target.migrate();
    await restoreBackup(target.db, createLocalStorage(dataB), Readable.from([archive]));
    await target.close();

    b = await startInstance({ ...env, DATABASE_URL: cluster.url, DATA_DIR: dataB }, { standalone: true });
    expect(await sitemapUrls(b.origin)).toEqual(urls);
    const differing: string[] = [];
    for (const url of urls) {
      const after = await page(b.origin, url);
      const was = before.get(url);
      if (after.status !== was?.status || after.html !== was.html) {
        differing.push(url);
      }
    }
    expect(differing).toEqual([]);
    expect(before.get('/')?.html).toContain('tel:+3225550123');
    for (const [name, bytes] of imageBytes) {
      const res = await fetch(`${b.origin}/media/${name}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    }
  }, 300_000);
});
