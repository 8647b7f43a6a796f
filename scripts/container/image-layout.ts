// The container image without Docker (no daemon on these machines): the Dockerfile's final stage read,
// its files laid out from a standalone build of this checkout as its COPY lines say, and the command that
// starts a server as the image does: as the image's non-root user, with a read-only root filesystem and
// the image's cache volume the one writable path (docs/adr/0101). Used by scripts/container-layout.ts and
// tests/integration/scale/container-layout.pg.int.test.ts.
//
// The Dockerfile is the one source: every instruction of its final stage is read here, and one this
// module does not understand is an error, so the two cannot drift apart silently.
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import path from 'node:path';

interface FinalStage {
  workdir: string;
  env: Record<string, string>;
  /** `COPY --from=<stage> <source> <destination>`, paths as the Dockerfile writes them. */
  copies: { source: string; destination: string }[];
  /** Created by the stage's one RUN line and given to `owner`: the only directories the user may write. */
  ownedDirs: string[];
  owner: { uid: number; gid: number };
  user: { uid: number; gid: number };
  volumes: string[];
  healthcheck: string[];
  cmd: string[];
}

const JSON_ARRAY = /^\[.*\]$/s;

/** The Dockerfile's instructions with their continuation lines joined and comments dropped. */
function instructions(dockerfile: string): { keyword: string; args: string }[] {
  const joined = dockerfile
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

function ids(value: string, what: string): { uid: number; gid: number } {
  const match = /^(\d+):(\d+)$/.exec(value);
  if (!match) throw new Error(`${what} must be numeric uid:gid, got "${value}"`);
  return { uid: Number(match[1]), gid: Number(match[2]) };
}

function jsonArray(value: string, what: string): string[] {
  if (!JSON_ARRAY.test(value)) throw new Error(`${what} must be in exec (JSON array) form, got ${value}`);
  const parsed: unknown = JSON.parse(value);
  if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string')) {
    throw new Error(`${what} must be an array of strings`);
  }
  return parsed;
}

/** The last stage of `dockerfile`, every instruction of it understood or refused. */
function parseFinalStage(dockerfile: string): FinalStage {
  const all = instructions(dockerfile);
  const from = all.map((i) => i.keyword).lastIndexOf('FROM');
  if (from < 0) throw new Error('no FROM in the Dockerfile');
  const stage: Partial<FinalStage> & Pick<FinalStage, 'env' | 'copies' | 'volumes'> = {
    env: {},
    copies: [],
    volumes: [],
  };
  for (const { keyword, args } of all.slice(from + 1)) {
    switch (keyword) {
      case 'WORKDIR':
        stage.workdir = args;
        break;
      case 'ENV':
        for (const pair of args.split(/\s+/)) {
          const [name, ...value] = pair.split('=');
          if (!name || value.length === 0) throw new Error(`ENV must be NAME=value pairs: ${args}`);
          stage.env[name] = value.join('=');
        }
        break;
      case 'COPY': {
        const match = /^--from=\S+\s+(\S+)\s+(\S+)$/.exec(args);
        if (!match)
          throw new Error(`COPY in the final stage must be COPY --from=<stage> <src> <dest>: ${args}`);
        stage.copies.push({ source: match[1]!, destination: match[2]! });
        break;
      }
      case 'RUN': {
        const match = /^mkdir -p ((?:\S+ )+)&& chown (\d+:\d+) ((?:\S+ ?)+)$/.exec(args);
        if (!match || match[1]!.trim() !== match[3]!.trim() || stage.ownedDirs) {
          throw new Error(
            `the final stage may RUN only one "mkdir -p <dirs> && chown <uid:gid> <dirs>": ${args}`,
          );
        }
        stage.ownedDirs = match[1]!.trim().split(' ');
        stage.owner = ids(match[2]!, 'chown');
        break;
      }
      case 'USER':
        stage.user = ids(args, 'USER');
        break;
      case 'VOLUME':
        stage.volumes.push(...jsonArray(args, 'VOLUME'));
        break;
      case 'HEALTHCHECK': {
        const cmd = /\bCMD\s+(\[.*\])$/s.exec(args);
        if (!cmd) throw new Error(`HEALTHCHECK must end with CMD [...]: ${args}`);
        stage.healthcheck = jsonArray(cmd[1]!, 'HEALTHCHECK CMD');
        break;
      }
      case 'CMD':
        stage.cmd = jsonArray(args, 'CMD');
        break;
      case 'EXPOSE':
        break;
      default:
        throw new Error(
          `scripts/container/image-layout.ts does not know what ${keyword} does in the final stage`,
        );
    }
  }
  const { workdir, ownedDirs, owner, user, healthcheck, cmd } = stage;
  if (!workdir || !ownedDirs || !owner || !user || !healthcheck || !cmd) {
    throw new Error('the final stage needs WORKDIR, RUN mkdir/chown, USER, HEALTHCHECK and CMD');
  }
  return { ...stage, workdir, ownedDirs, owner, user, healthcheck, cmd };
}

/** The image's build directory is `.next`; a build made with NEXT_DIST_DIR=dir has it as `dir`. */
function withDistDir(file: string, distDir: string): string {
  return file.replace(/(^|\/)\.next(?=\/|$)/, `$1${distDir}`);
}

export interface Layout {
  /** The image's root filesystem. */
  root: string;
  /** What the server runs in: the image's WORKDIR. */
  workdir: string;
  /** Image path → host path of each VOLUME: the only writable places, mounted over the root. */
  volumes: { imagePath: string; hostPath: string; source: string }[];
  env: Record<string, string>;
  stage: FinalStage;
}

/** Makes every file and directory under `dir` root's and not writable by anyone else, as COPY leaves them. */
function rootOwned(dir: string): void {
  const walk = (p: string) => {
    const info = lstatSync(p);
    if (info.isSymbolicLink()) return;
    chownSync(p, 0, 0);
    chmodSync(p, info.mode & 0o755);
    if (info.isDirectory()) for (const name of readdirSync(p)) walk(path.join(p, name));
  };
  walk(dir);
}

/**
 * Lays the final stage out under `into` (its root filesystem at `into/rootfs`, each volume's contents at
 * `into/volumes/<n>`), from the standalone build in `distDir` of the checkout `checkout`.
 */
export function layOut(
  dockerfile: string,
  { checkout, distDir, into }: { checkout: string; distDir: string; into: string },
): Layout {
  const stage = parseFinalStage(readFileSync(dockerfile, 'utf8'));
  const root = path.join(into, 'rootfs');
  const inImage = (p: string) => path.join(root, withDistDir(path.posix.resolve(stage.workdir, p), distDir));
  mkdirSync(root, { recursive: true });
  chmodSync(into, 0o755);
  for (const { source, destination } of stage.copies) {
    // Sources are paths of the build stage, whose WORKDIR is the checkout.
    const from = path.join(checkout, withDistDir(path.posix.relative('/app', source), distDir));
    if (!existsSync(from))
      throw new Error(`${from} (COPY ${source}) is missing: build with NEXT_OUTPUT=standalone`);
    cpSync(from, inImage(destination), { recursive: true });
  }
  for (const dir of stage.ownedDirs) mkdirSync(inImage(dir), { recursive: true });
  rootOwned(root);
  for (const dir of stage.ownedDirs) chownSync(inImage(dir), stage.owner.uid, stage.owner.gid);
  const volumes = stage.volumes.map((imagePath, i) => {
    // A new volume takes the contents and owner of the image's directory (Docker's rule).
    const source = path.join(into, 'volumes', String(i));
    mkdirSync(source, { recursive: true });
    const target = inImage(imagePath);
    const { uid, gid } = lstatSync(target);
    chownSync(source, uid, gid);
    return { imagePath, hostPath: target, source };
  });
  // Absolute paths in ENV are paths of the image.
  const env = Object.fromEntries(
    Object.entries(stage.env).map(([name, value]) => [
      name,
      value.startsWith('/') ? path.join(root, value) : value,
    ]),
  );
  if (distDir !== '.next') env.NEXT_DIST_DIR = distDir;
  return { root, workdir: inImage('.'), volumes, env, stage };
}

/**
 * The command that runs `argv` (the image's CMD or HEALTHCHECK) as the container would: in a mount
 * namespace of its own where `/` is read-only and each volume is mounted writable over its path, as the
 * image's user. The mounts are per namespace: the machine's own filesystem stays as it is.
 */
export function containerCommand(layout: Layout, argv: string[]): string[] {
  const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const mounts = layout.volumes.map((v) => `mount --bind ${q(v.source)} ${q(v.hostPath)}`);
  const { uid, gid } = layout.stage.user;
  const script = [
    'set -e',
    ...mounts,
    'mount -o remount,bind,ro /',
    `cd ${q(layout.workdir)}`,
    `exec setpriv --reuid=${uid} --regid=${gid} --clear-groups -- ${argv.map(q).join(' ')}`,
  ].join('\n');
  return ['unshare', '--mount', '--propagation', 'private', '--', 'sh', '-c', script];
}
