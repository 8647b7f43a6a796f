import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Supabase Storage (a third party, never called from tests): a local HTTP server
 * speaking the calls the adapter makes through @supabase/supabase-js — upload without overwrite, list,
 * remove, exists (HEAD), download (GET) — plus the public object URL, for one bucket, as the Storage API answers them.
 */
export interface StorageStandIn {
  url: string;
  serviceKey: string;
  objects: Map<string, { bytes: Buffer; contentType: string; cacheControl: string; createdAt: string }>;
  close(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

export async function startStorageStandIn(bucket: string): Promise<StorageStandIn> {
  const serviceKey = 'stand-in-service-role-key';
  const objects: StorageStandIn['objects'] = new Map();
  const json = (res: import('node:http').ServerResponse, status: number, value: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

  const server = createServer((req, res) => {
    void (async () => {
      const data = await body(req);
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const base = '/storage/v1/object';
      const publicPrefix = `${base}/public/${bucket}/`;
      if (req.method === 'GET' && url.pathname.startsWith(publicPrefix)) {
        const o = objects.get(decodeURIComponent(url.pathname.slice(publicPrefix.length)));
        if (!o) return json(res, 400, { statusCode: '404', error: 'not_found', message: 'Object not found' });
        return res
          .writeHead(200, { 'content-type': o.contentType, 'cache-control': o.cacheControl })
          .end(o.bytes);
      }
      if (req.headers.authorization !== `Bearer ${serviceKey}`) {
        return json(res, 400, { statusCode: '403', error: 'Unauthorized', message: 'invalid signature' });
      }
      const objectPrefix = `${base}/${bucket}/`;
      if (req.method === 'POST' && url.pathname === `${base}/list/${bucket}`) {
        const q = JSON.parse(data.toString('utf8')) as { limit: number; offset: number };
        const items = [...objects.entries()]
          .sort((a, b) => b[1].createdAt.localeCompare(a[1].createdAt))
          .slice(q.offset, q.offset + q.limit)
          .map(([name, o]) => ({
            name,
            id: name,
            created_at: o.createdAt,
            metadata: { size: o.bytes.length, mimetype: o.contentType },
          }));
        return json(res, 200, items);
      }
      if (req.method === 'DELETE' && url.pathname === `${base}/${bucket}`) {
        const { prefixes } = JSON.parse(data.toString('utf8')) as { prefixes: string[] };
        const removed = prefixes.filter((p) => objects.delete(p)).map((name) => ({ name }));
        return json(res, 200, removed);
      }
      if (url.pathname.startsWith(objectPrefix)) {
        const name = decodeURIComponent(url.pathname.slice(objectPrefix.length));
        if (req.method === 'HEAD') return res.writeHead(objects.has(name) ? 200 : 400).end();
        if (req.method === 'GET') {
          const o = objects.get(name);
          if (!o)
            return json(res, 400, { statusCode: '404', error: 'not_found', message: 'Object not found' });
          return res.writeHead(200, { 'content-type': o.contentType }).end(o.bytes);
        }
        if (req.method === 'POST') {
          if (objects.has(name) && req.headers['x-upsert'] !== 'true') {
            return json(res, 400, {
              statusCode: '409',
              error: 'Duplicate',
              message: 'The resource already exists',
            });
          }
          objects.set(name, {
            bytes: data,
            contentType: String(req.headers['content-type']),
            cacheControl: String(req.headers['cache-control']),
            createdAt: new Date(Date.now() + objects.size).toISOString(),
          });
          return json(res, 200, { Key: `${bucket}/${name}`, Id: name });
        }
      }
      return json(res, 400, { statusCode: '404', error: 'not_found', message: 'Unknown route' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serviceKey,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
