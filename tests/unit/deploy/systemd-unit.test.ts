import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHUTDOWN_GRACE_MS } from '@/lib/constants/infrastructure';
import { runtimeCacheLayout } from '@/lib/server/cache/cache-layout.mjs';

// docs/deploy/ailex@.service (issue 34 §4): systemd cannot run here, so the unit is checked by
// systemd-analyze and against the app's own constants and layout, which it must agree with.
const UNIT = 'docs/deploy/ailex@.service';

/** The [Service] settings of the unit: every value of a key, in order. */
function serviceSettings(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      section = header[1]!;
      continue;
    }
    const [key, ...value] = line.split('=');
    if (section !== 'Service' || !key) continue;
    out.set(key, [...(out.get(key) ?? []), value.join('=')]);
  }
  return out;
}

const service = serviceSettings(readFileSync(UNIT, 'utf8'));
const one = (key: string) => {
  const values = service.get(key);
  if (values?.length !== 1) throw new Error(`${key}: expected one value, got ${JSON.stringify(values)}`);
  return values[0]!;
};

describe('the systemd unit docs/deploy/ailex@.service', () => {
  it('is accepted by systemd-analyze verify without a warning', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ailex-unit-'));
    try {
      const instance = path.join(dir, 'ailex@3001.service');
      copyFileSync(UNIT, instance);
      // verify prints what it ignores (unknown keys, bad values) and still exits 0: the output is the check.
      const output = execFileSync('systemd-analyze', ['verify', instance], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
      expect(output).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('listens on 127.0.0.1 only, on the instance port, as a non-root user', () => {
    expect(one('ExecStart')).toMatch(/\/next start -H 127\.0\.0\.1 -p %i$/);
    expect(one('User')).not.toMatch(/^(root|0)$/);
    expect(one('EnvironmentFile')).toBe('/etc/ailex/ailex.env');
  });

  it('waits longer than the shutdown grace before killing, and counts the drained exit as clean', () => {
    const stopSeconds = Number(/^(\d+)s$/.exec(one('TimeoutStopSec'))?.[1]);
    expect(stopSeconds * 1000).toBeGreaterThan(SHUTDOWN_GRACE_MS);
    expect(one('SuccessExitStatus')).toBe('143');
    expect(one('Restart')).toBe('on-failure');
  });

  it("leaves writable only the build's cache directory, where the server writes (ADR 0101), and its state directory", () => {
    expect(one('ProtectSystem')).toBe('strict');
    const distRoot = path.posix.join(one('WorkingDirectory'), '.next');
    expect(service.get('ReadWritePaths')).toEqual([runtimeCacheLayout(distRoot).root]);
    expect(one('StateDirectory')).toBe('ailex');
    expect(service.get('Environment')).toContain('DATA_DIR=/var/lib/ailex');
  });
});
