import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { containerCommand, layOut, type Layout } from '@/scripts/container/image-layout';
import { ensureScaleBuild, SCALE_DIST_DIR } from '@/tests/helpers/app-instance';
import { freePort } from '@/tests/helpers/pg-cluster';
import { createTestDatabase, requirePostgres, type TestDatabase } from '@/tests/helpers/test-db';
import { articlePayload } from '@/tests/helpers/article-payload';

/**
 * Issue 34 §4: the container image without Docker. The Dockerfile's final stage laid out from the scale
 * tests' standalone build (scripts/container/image-layout.ts reads its COPY lines), then its CMD run as
 * the image runs it: as its non-root user, with `/` read-only (a mount namespace of its own) and the
 * cache volume the one writable path, with only the image's environment and what `docker run -e` would
 * add. It must serve every kind of page and write nothing but its cache.
 */
requirePostgres();

const ADMIN = { email: 'container@firm.example', password: 'Passw0rdContainer' };
/** The origin the scale build prerenders with (built without SITE_URL): a read-only build keeps its pages. */
const SITE_URL = 'http://localhost:3000';

interface Entry {
  size: number;
  mtimeMs: number;
  mode: number;
  uid: number;
}

/** Every file, directory and link under `dir` with what a write would change. */
function snapshot(dir: string): Map<string, Entry> {
  const out = new Map<string, Entry>();
  const walk = (p: string) => {
    const s = lstatSync(p);
    out.set(p, { size: s.size, mtimeMs: s.mtimeMs, mode: s.mode, uid: s.uid });
    if (s.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
  return out;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('the container image, laid out from the Dockerfile and run read-only as its user (issue 34)', () => {
  let dir: string;
  let layout: Layout;
  let database: TestDatabase;
  let origin: string;
  let port: number;
  let output = '';
  let server: ChildProcess | undefined;
  let exited: Promise<number | string | null>;
  let before: Map<string, Entry>;
  let cacheVolume: string;
  /**
   * Next's typings make NODE_ENV a required variable; the image leaves it unset (server.js sets it), and
   * so does this environment: the one place the test's type is wider than Next's.
   */
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    if (process.getuid?.() !== 0) throw new Error('needs root: a mount namespace (unshare) and setpriv');
    ensureScaleBuild();
    database = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'ailex-image-'));
    layout = layOut('Dockerfile', { checkout: process.cwd(), distDir: SCALE_DIST_DIR, into: dir });
    const volume = layout.volumes.find((v) => v.imagePath.endsWith('/.next/cache'));
    if (!volume) throw new Error('the Dockerfile declares no VOLUME for the cache');
    cacheVolume = volume.source;
    before = snapshot(layout.root);
    port = Number(process.env.CONTAINER_LAYOUT_PORT) || (await freePort());
    origin = `http://127.0.0.1:${port}`;
    // The image's environment and `docker run -e …`: nothing of this process's (no NODE_ENV=test).
    const imageEnv: Record<string, string> = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      ...layout.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATABASE_URL: database.url!,
      AUTH_SECRET: 'container-test-secret-'.padEnd(48, 'x'),
      SITE_URL,
      TRUSTED_PROXY_HOPS: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    env = imageEnv as NodeJS.ProcessEnv;
    const [command, ...args] = containerCommand(layout, layout.stage.cmd);
    // unshare, sh and setpriv each exec the next: this process is, in the end, `node server.js` itself.
    const child = spawn(command!, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    server = child;
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the image's server exited during start:\n${output}`);
      const ok = await fetch(`${origin}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`the image's server did not become healthy:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 900_000);

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("runs as the Dockerfile's non-root user, over files owned by root that it cannot write", () => {
    const status = readFileSync(`/proc/${server!.pid}/status`, 'utf8');
    // Next renames the process ("next-server (v16…)"): its binary and directory say what it is.
    expect(path.basename(readlinkSync(`/proc/${server!.pid}/exe`))).toBe('node');
    expect(readlinkSync(`/proc/${server!.pid}/cwd`)).toBe(layout.workdir);
    // Its mounts: `/` read-only, the cache volume writable over its path (`docker run --read-only`).
    const mounts = readFileSync(`/proc/${server!.pid}/mountinfo`, 'utf8').split('\n');
    const options = (mountPoint: string) =>
      mounts
        .find((line) => line.split(' ')[4] === mountPoint)
        ?.split(' ')[5]
        ?.split(',');
    expect(options('/')).toContain('ro');
    const cache = layout.volumes.map((v) => v.hostPath);
    expect(cache).toHaveLength(1);
    expect(options(cache[0]!)).toContain('rw');
    const { uid, gid } = layout.stage.user;
    expect(uid).not.toBe(0);
    expect(status).toMatch(new RegExp(`^Uid:\\s+${uid}\\s+${uid}\\s+${uid}\\s+${uid}$`, 'm'));
    expect(status).toMatch(new RegExp(`^Gid:\\s+${gid}\\s+${gid}\\s+${gid}\\s+${gid}$`, 'm'));
    const owned = layout.stage.ownedDirs.map((d) =>
      path.join(layout.root, d.replace('/.next/', `/${SCALE_DIST_DIR}/`)),
    );
    for (const [file, entry] of before) {
      if (owned.includes(file) || (entry.mode & 0o170000) === 0o120000) continue;
      expect({ file, uid: entry.uid, groupOrOtherWrite: (entry.mode & 0o022) !== 0 }).toEqual({
        file,
        uid: 0,
        groupOrOtherWrite: false,
      });
    }
  });

  it('serves a public page, a blog article, an image and the portal sign-in page', async () => {
    const login = await fetch(`${origin}/api/websiteadmin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`${origin}/api/admin/blog/articles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(
        articlePayload(null, {
          title: 'Served From The Image',
          slug: 'served-from-the-image',
          status: 'published',
        }),
      ),
    });
    expect(created.status).toBe(201);

    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html');
    const article = await fetch(`${origin}/blog/served-from-the-image`);
    expect(article.status).toBe(200);
    expect(await article.text()).toContain('Served From The Image');
    const portal = await fetch(`${origin}/admin-secret-portal`);
    expect(portal.status).toBe(200);
    expect(await portal.text()).toMatch(/type="password"/);
    // public/ as the image holds it, and the same image through the optimizer (which caches its output).
    const image = readdirSync('public/images/blog')[0]!;
    const raw = await fetch(`${origin}/images/blog/${image}`);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toMatch(/^image\//);
    const optimized = await fetch(
      `${origin}/_next/image?url=${encodeURIComponent(`/images/blog/${image}`)}&w=640&q=75`,
      {
        headers: { accept: 'image/webp' },
      },
    );
    expect(optimized.status).toBe(200);
    expect(optimized.headers.get('content-type')).toBe('image/webp');
    // A second request is the cached one: the article from the route cache, the image from the image cache.
    expect((await fetch(`${origin}/blog/served-from-the-image`)).status).toBe(200);
  });

  it("answers the image's HEALTHCHECK as its liveness route does", async () => {
    // The command itself, run in the container as Docker would: exit 0 exactly when liveness answers 200.
    const live = await fetch(`${origin}/api/health/live`);
    const [command, ...args] = containerCommand(layout, layout.stage.healthcheck);
    const check = spawnSync(command!, args, { env, encoding: 'utf8' });
    expect(layout.stage.healthcheck.join(' ')).toContain('/api/health/live');
    expect(check.status).toBe(live.status === 200 ? 0 : 1);
  });

  it('wrote its cache in the cache volume only, and nothing else of the image changed', async () => {
    const cached = filesUnder(cacheVolume);
    const buildId = readFileSync(path.join(SCALE_DIST_DIR, 'BUILD_ID'), 'utf8').trim();
    // The cache's marker: this database, this origin, this build (docs/adr/0011, 0050, 0101).
    expect(readFileSync(path.join(cacheVolume, 'database-id'), 'utf8').trim()).toMatch(
      new RegExp(`^[0-9a-f-]{36} ${SITE_URL.replace(/[.:/]/g, '\\$&')} ${buildId}$`),
    );
    expect(cached.some((f) => /^route-cache\/.*served-from-the-image\.html$/.test(f))).toBe(true);
    expect(cached.some((f) => f.startsWith('images/'))).toBe(true);
    // The article's data read (unstable_cache).
    expect(cached.some((f) => f.startsWith('fetch-cache/'))).toBe(true);
    // No write was refused anywhere (a cache write Next failed quietly would show here).
    expect(output).not.toMatch(/EROFS|EACCES|read-only file system|permission denied/i);
    // The root filesystem, the cache volume's mount point included, is as laid out.
    expect(snapshot(layout.root)).toEqual(before);
  });
});
