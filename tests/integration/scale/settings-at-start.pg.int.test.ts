import { openPostgres } from '@/lib/server/db/client';
import { writeMeta } from '@/lib/server/db/app-meta';
import { createPgCluster, type PgCluster } from '@/tests/helpers/pg-cluster';
import { ensureScaleBuild, startInstance, type AppInstance } from '@/tests/helpers/app-instance';
import { requirePostgres } from '@/tests/helpers/test-db';

/**
 * Issue 37 (ADR 0106): `next build` prerenders the marketing pages with the default settings (the build
 * never needs the database). A server started on a database whose settings say otherwise must not serve
 * the build's pages: they render once, on first request, with the stored settings. The instance is the
 * standalone server.js over a fresh copy of the build (nothing of an earlier run in its cache), at the
 * origin the build was made for, with the disk cache (no Redis).
 */
requirePostgres();

describe('settings stored before a start show on the pages the build prerendered', () => {
  let cluster: PgCluster;
  let server: AppInstance | undefined;

  beforeAll(async () => {
    ensureScaleBuild();
    cluster = await createPgCluster();
    const handle = await openPostgres(cluster.url, 1);
    await handle.migrate();
    await writeMeta(handle.db, 'settings.site', { contact_phone: '+1 512 555 0166' }, new Date());
    await handle.close();
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    cluster?.destroy();
  });

  it('renders the home and state pages with the stored phone, not the build default', async () => {
    server = await startInstance(
      {
        DATABASE_URL: cluster.url,
        AUTH_SECRET: 'settings-start-secret-'.padEnd(48, 'x'),
        // The build's own origin, so no page is dropped for another one (ADR 0050).
        SITE_URL: 'http://localhost:3000',
      },
      { standalone: true },
    );
    for (const path of ['/', '/tx', '/login']) {
      const res = await fetch(`${server.origin}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('href="tel:+15125550166"');
      expect(html).not.toContain('Call us (coming soon)');
    }
  }, 120_000);
});
