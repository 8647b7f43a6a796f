import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SANITIZER_VERSION } from '@/lib/sanitize-html';

/**
 * Stored bodies carry the version of the sanitizer that cleaned them, and reads trust a body stored under
 * the running version (docs/adr/0096). So a change to what the sanitizer keeps without a bump would leave
 * every stored body cleaned by the old rules. This fingerprint of the sanitizer's sources and of the
 * libraries that do the cleaning fails on any such change: bump SANITIZER_VERSION if what is kept may
 * differ (a rule, a hook, a library upgrade), then record the new pair here.
 */
const SOURCES = [
  'lib/sanitize-html-core.mjs',
  'lib/sanitize-html-links.mjs',
  'lib/sanitize-html-checks.mjs',
  'lib/sanitize-html-worker.mjs',
];
const LIBRARIES = ['dompurify', 'isomorphic-dompurify', 'parse5', 'jsdom'];

function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES) hash.update(file).update(readFileSync(path.join(process.cwd(), file)));
  for (const name of LIBRARIES) {
    const manifest = path.join(process.cwd(), 'node_modules', name, 'package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    hash.update(`${name}@${version}`);
  }
  return hash.digest('hex').slice(0, 16);
}

describe('the sanitizer version', () => {
  it('is bumped with every change to the sanitizer or the libraries it cleans with', () => {
    expect({ version: SANITIZER_VERSION, fingerprint: fingerprint() }).toEqual({
      version: 1,
      fingerprint: '18e5e9809ad76dd7',
    });
  });
});
