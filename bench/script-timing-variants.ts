/**
 * One page's HTML, served as the app served it and in two variants, for Lighthouse beside the floor
 * (issue 25: what decides the simulated LCP). Every other request (scripts, images, icons) is passed
 * to the app, so the variants differ from the page only in when its scripts load:
 *
 *   /same-html             the page's HTML as the app sent it (gzip, like the app)
 *   /no-scripts            the same HTML without any script (no framework, no hydration)
 *   /scripts-after-paint   the same HTML; its external scripts are added in order once the browser
 *                          reports the first contentful paint, instead of `async` in <head>
 *
 *   APP=http://127.0.0.1:4402 PAGE=/blog/docketing-system-small-firms PORT=4500 \
 *     npx tsx bench/script-timing-variants.ts
 *   EMPTY=… AFTER=… EXTRA="same-html=http://127.0.0.1:4500/same-html …" npx tsx bench/compare-lighthouse.ts
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*>/g;

const VARIANTS: Record<string, (html: string) => string> = {
  'same-html': (html) => html,
  'no-scripts': (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(SCRIPT_PRELOAD, ''),
  'scripts-after-paint': (html) => {
    const sources = [...html.matchAll(ASYNC_SCRIPT)].map((m) => m[1]);
    // The paint entry carries the frame's presentation time, which is what Lighthouse's LCP is.
    const loader =
      `<script>new PerformanceObserver((l,o)=>{o.disconnect();for(const u of ${JSON.stringify(sources)})` +
      `{const e=document.createElement('script');e.src=u;e.async=false;document.head.appendChild(e)}})` +
      `.observe({type:'paint',buffered:true})</script>`;
    return html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, '').replace('</body>', `${loader}</body>`);
  },
};

async function main() {
  const app = new URL(process.env.APP ?? 'http://127.0.0.1:4402');
  const page = process.env.PAGE ?? '/blog/docketing-system-small-firms';
  const port = Number(process.env.PORT ?? 4500);
  const html = await (await fetch(new URL(page, app))).text();
  http
    .createServer((req, res) => {
      const variant = VARIANTS[(req.url ?? '/').slice(1).split('?')[0] ?? ''];
      if (variant) {
        const body = gzipSync(variant(html));
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'gzip',
          'content-length': body.length,
        });
        res.end(body);
        return;
      }
      const upstream = http.request(
        { host: app.hostname, port: app.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    })
    .listen(port, () =>
      console.log(`variants of ${page} on http://127.0.0.1:${port}/{${Object.keys(VARIANTS)}}`),
    );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
