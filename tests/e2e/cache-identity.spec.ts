import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { E2E_DIST_DIR } from '../../playwright.config';
import { freePortSync } from './support/free-port';

/**
 * Issue 13: Next's caches (ISR pages, the data cache behind feeds and the sitemap) outlived the
 * database they were filled from, so a server started on a new DATA_DIR served the previous one's
 * articles, authors and dates until revalidation. Two real servers run one after the other on one
 * build directory, each on its own new database, and the second's first answers must be its own.
 */

// A free port of its own: the suite's server and other checkouts' runs may hold fixed ones.
const PORT = freePortSync();
const BASE = `http://127.0.0.1:${PORT}`;
const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');
const ARTICLE = '/blog/automating-client-intake';

interface Admin {
  email: string;
  password: string;
  name: string;
}
const FIRST: Admin = { email: 'first-admin@example.com', password: 'FirstAdminPass1', name: 'First Admin' };
const SECOND: Admin = {
  email: 'second-admin@example.com',
  password: 'SecondAdminPass1',
  name: 'Second Admin',
};

interface Server {
  child: ChildProcess;
  output: () => string;
}

/** `next start` on `distDir` and a new embedded database in `dataDir`; resolves once it listens. */
async function startServer(distDir: string, dataDir: string, admin: Admin): Promise<Server> {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SITE_URL: BASE,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_NAME: admin.name,
    },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  // Listening is enough: the start-up work (database, cache check) runs before Next answers the
  // first request, and that request is the one under test.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      if (output.includes('Ready in')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, output: () => output };
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function get(pathname: string): Promise<string> {
  const res = await fetch(`${BASE}${pathname}`);
  expect(res.status, pathname).toBe(200);
  return res.text();
}

/** What the database itself says about the article, through the (uncached) admin API. */
async function articleInDatabase(admin: Admin) {
  const login = await fetch(`${BASE}/api/websiteadmin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${BASE}/api/admin/blog/articles?market=global&limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const { articles } = (await res.json()) as {
    articles: { slug: string; published_at: string; updated_at: string }[];
  };
  const article = articles.find((a) => `/blog/${a.slug}` === ARTICLE);
  expect(article, `${ARTICLE} in the admin list`).toBeDefined();
  const { published_at: published, updated_at: updated } = article!;
  return { published, modified: Date.parse(published) > Date.parse(updated) ? published : updated };
}

/** The article page, the global feed and the sitemap, each asked once, in that order. */
async function publicView() {
  const html = await get(ARTICLE);
  const ld = JSON.parse(
    html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!.replace(/\\u003c/g, '<'),
  ) as { datePublished: string; dateModified: string; author?: { name: string } };
  const feed = await get('/blog/rss.xml');
  const item = feed.match(
    new RegExp(`<item>(?:(?!</item>)[\\s\\S])*?<link>${escape(BASE + ARTICLE)}</link>[\\s\\S]*?</item>`),
  );
  expect(item, `${ARTICLE} in the feed`).not.toBeNull();
  const sitemap = await get('/sitemaps/global-1.xml');
  const entry = sitemap.match(new RegExp(`<url>\\s*<loc>${escape(BASE + ARTICLE)}</loc>[\\s\\S]*?</url>`));
  expect(entry, `${ARTICLE} in the sitemap`).not.toBeNull();
  return {
    html,
    ld,
    feedPubDate: item![0].match(/<pubDate>([^<]+)<\/pubDate>/)![1]!,
    sitemapLastmod: entry![0].match(/<lastmod>([^<]+)<\/lastmod>/)![1]!,
  };
}

/** The article page, the feed and the sitemap agree with the database (soft: a failure names every leak). */
function expectViewOf(
  view: Awaited<ReturnType<typeof publicView>>,
  db: { published: string; modified: string },
) {
  expect.soft(view.ld.datePublished, 'article JSON-LD datePublished').toBe(db.published);
  expect.soft(view.ld.dateModified, 'article JSON-LD dateModified').toBe(db.modified);
  expect.soft(view.feedPubDate, 'feed pubDate').toBe(new Date(db.published).toUTCString());
  expect.soft(view.sitemapLastmod, 'sitemap lastmod').toBe(db.modified);
}

const author = (html: string) => html.match(/<meta name="author" content="([^"]*)"/)?.[1];

test.describe('the Next.js cache never crosses databases', () => {
  test.setTimeout(240_000);
  let distDir: string;
  let dataRoot: string;
  let server: Server | undefined;

  test.beforeAll(async () => {
    // A copy of the e2e build without its caches: the e2e server keeps writing into its own meanwhile.
    distDir = `${E2E_DIST_DIR}-cache-test-${process.pid}`;
    const source = path.resolve(E2E_DIST_DIR);
    const skipped = new Set([path.join(source, 'cache')]);
    await cp(source, path.resolve(distDir), {
      recursive: true,
      filter: (src) => !skipped.has(path.resolve(src)),
    });
    dataRoot = await mkdtemp(path.join(os.tmpdir(), 'ailex-cache-identity-'));
  });

  test.afterEach(async () => {
    await stopServer(server);
  });

  test.afterAll(async () => {
    await rm(path.resolve(distDir), { recursive: true, force: true });
    await rm(dataRoot, { recursive: true, force: true });
  });

  test('a server started on a new DATA_DIR shows only its own articles, authors and dates from the first request', async () => {
    server = await startServer(distDir, path.join(dataRoot, 'a'), FIRST);
    const first = await publicView();
    expect(author(first.html)).toBe(FIRST.name);
    expect(first.html.includes(`${FIRST.name}</p>`), 'the byline on A').toBe(true);
    expectViewOf(first, await articleInDatabase(FIRST));
    await stopServer(server);

    server = await startServer(distDir, path.join(dataRoot, 'b'), SECOND);
    const second = await publicView();
    expect.soft(author(second.html), 'article author').toBe(SECOND.name);
    expect.soft(second.html.includes(FIRST.name), `"${FIRST.name}" on the article page`).toBe(false);
    const truth = await articleInDatabase(SECOND);
    // The two seeds ran seconds apart, so every date differs between the databases.
    expect(truth.published).not.toBe(first.ld.datePublished);
    expectViewOf(second, truth);
    expect(server.output()).toContain('cleared the Next.js cache in');
    expect((await readFile(path.resolve(distDir, 'cache', 'database-id'), 'utf8')).trim()).toMatch(
      // The database's id, the origin the pages were rendered for (ADR 0050) and the build (ADR 0101).
      /^[0-9a-f-]{36} http:\/\/\S+ \S+$/,
    );
  });
});
