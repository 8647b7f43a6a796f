import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for DeepL (a third party, so never called from tests): a local HTTP server that speaks
 * the two calls the app makes, POST /v2/translate and GET /v2/usage, as DeepL documents them,
 * including their error answers. `mode` picks how it answers; `calls` records what it was sent.
 */
export interface DeeplStandIn {
  url: string;
  mode: 'ok' | 'quota' | 'auth' | 'rate_limit' | 'outage' | 'garbage' | 'nul';
  calls: {
    auth: string | undefined;
    body: { text: string[]; target_lang: string; source_lang?: string; tag_handling?: string };
  }[];
  close(): Promise<void>;
}

export const STAND_IN_KEY = 'stand-in-key:fx';
/** What GET /v2/usage answers: the free plan's 500,000 characters, some used. */
const USAGE = { character_count: 123_456, character_limit: 500_000 };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** What the stand-in "translates" a text into: recognisable, and HTML-aware like tag_handling=html. */
const standInTranslation = (text: string, target: string) =>
  text
    .replace(/>([^<]+)</g, (_m, inner: string) => `>[${target}] ${inner}<`)
    .replace(/^([^<]+)$/, `[${target}] $1`);

export async function startDeeplStandIn(): Promise<DeeplStandIn> {
  const state: Omit<DeeplStandIn, 'url' | 'close'> = { mode: 'ok', calls: [] };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      if (req.method === 'GET' && req.url === '/v2/usage') {
        const authorised =
          req.headers.authorization === `DeepL-Auth-Key ${STAND_IN_KEY}` && state.mode !== 'auth';
        res
          .writeHead(authorised ? 200 : 403, { 'content-type': 'application/json' })
          .end(authorised ? JSON.stringify(USAGE) : '{"message":"Wrong endpoint"}');
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v2/translate') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as DeeplStandIn['calls'][number]['body'];
      state.calls.push({ auth: req.headers.authorization, body });
      if (req.headers.authorization !== `DeepL-Auth-Key ${STAND_IN_KEY}` || state.mode === 'auth') {
        res.writeHead(403, { 'content-type': 'application/json' }).end('{"message":"Wrong endpoint"}');
        return;
      }
      if (state.mode === 'quota') {
        res.writeHead(456, { 'content-type': 'application/json' }).end('{"message":"Quota exceeded"}');
        return;
      }
      if (state.mode === 'rate_limit') {
        res.writeHead(429, { 'content-type': 'application/json' }).end('{"message":"Too many requests"}');
        return;
      }
      if (state.mode === 'outage') {
        res.writeHead(503).end();
        return;
      }
      if (state.mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"translations":"nope"}');
        return;
      }
      const translations = body.text.map((text) => ({
        detected_source_language: 'EN',
        // 'nul': a text PostgreSQL refuses to store, so the pre-fill fails in the database.
        text: standInTranslation(text, body.target_lang) + (state.mode === 'nul' ? '\u0000' : ''),
      }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translations }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
