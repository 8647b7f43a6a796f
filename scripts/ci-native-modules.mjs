// CI: loads every native addon npm installed for this platform (sharp, Next's SWC, lightningcss, the
// Tailwind and oxc bindings, ...) in the Node that runs this, so a Node version one of them cannot load
// in fails here by name (.ci/run runs it under Node 24 and under the machine's Node 20).
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const platform = `${process.platform}-${process.arch}`;

function* addons(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* addons(full);
    else if (entry.name.endsWith('.node')) yield full;
  }
}

// Packages for other platforms can be on disk too (a package that ships them all): only ours must load.
const ours = [...addons(path.join(root, 'node_modules'))].filter(
  (file) => file.includes(platform) && !file.includes('musl'),
);
const failed = [];
for (const file of ours) {
  try {
    require(file);
  } catch (err) {
    failed.push(`${path.relative(root, file)}: ${err instanceof Error ? err.message : String(err)}`);
  }
}
// sharp through its own entry point, as the image routes load it (libvips comes with it).
try {
  const sharp = require('sharp');
  await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
} catch (err) {
  failed.push(`sharp: ${err instanceof Error ? err.message : String(err)}`);
}
if (ours.length === 0) failed.push(`no native addon for ${platform} found under node_modules`);
if (failed.length > 0) {
  console.error(`native modules that do not load under Node ${process.version}:\n  ${failed.join('\n  ')}`);
  process.exit(1);
}
console.info(`${ours.length} native addons and sharp load under Node ${process.version}`);
