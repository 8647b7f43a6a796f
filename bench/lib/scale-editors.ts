/**
 * The scale-out benchmark's editors: each signs in, then creates a draft, edits it and publishes it,
 * again and again, through the public origin (nginx), remembering the last save each article had
 * acknowledged with a 2xx. Afterwards the database and both instances are checked against that.
 */
import postgres from 'postgres';
import { percentile } from './measure';

interface Acknowledged {
  id: string;
  slug: string;
  title: string;
  status: 'draft' | 'published';
}

export interface EditorTally {
  /** The last acknowledged state of every article the editors created. */
  articles: Map<string, Acknowledged>;
  /** Titles sent after an article's last acknowledged save and not acknowledged (they may have committed). */
  unacknowledged: Map<string, Set<string>>;
  acknowledged: number;
  created: number;
  published: number;
  status5xx: number;
  /** Refused saves other than 5xx, and network errors. */
  other: number;
  /** A few of the failures, to say what they were. */
  samples: string[];
  p50: number;
  p95: number;
}

const body = (a: Omit<Acknowledged, 'id'>) =>
  JSON.stringify({
    title: a.title,
    slug: a.slug,
    summary: 'Written during the scale-out benchmark.',
    content: '<p>' + 'A paragraph an editor wrote under load. '.repeat(60) + '</p>',
    categoryId: null,
    status: a.status,
    featuredImageUrl: '',
    metaTitle: '',
    metaDescription: '',
    market: 'global',
    language: 'en',
    isTranslation: false,
  });

/**
 * Publishes a new article at once and answers its status: the PostgreSQL phase publishes one just before
 * it stops the database, so the archive and the market index are expired when the outage begins (the
 * case docs/adr/0104 serves from the last good copy) in every run, not only when the editors' own
 * publish happens to land then.
 */
export async function publishNow(origin: string, token: string, slug: string): Promise<number> {
  const res = await fetch(`${origin}/api/admin/blog/articles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin },
    body: body({ slug, title: `Published before the outage ${slug}`, status: 'published' }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** One bearer token per editor (signed in before the clock starts: a sign-in is a slow bcrypt hash). */
export async function signInEditors(
  origin: string,
  admin: { email: string; password: string },
  count: number,
): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) tokens.push(await signIn(origin, admin));
  return tokens;
}

async function signIn(origin: string, admin: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${origin}/api/websiteadmin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(admin),
  });
  if (!res.ok) throw new Error(`editor sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function runEditors(opts: {
  origin: string;
  tokens: string[];
  signal: AbortSignal;
  /** At most one save per editor every this many ms (issue 34: an admin write every 2 s); none: at once. */
  everyMs?: number;
  /** The slugs' prefix, so that two groups of editors in one run never take the same slug (default 'scale-out'). */
  slugPrefix?: string;
  /** Each save's answer: when it came, how long it took, its status (0 for a network error). */
  onSave?: (s: { at: number; ms: number; status: number; error?: string; path: string }) => void;
}): Promise<EditorTally> {
  const tally: EditorTally = {
    articles: new Map(),
    unacknowledged: new Map(),
    acknowledged: 0,
    created: 0,
    published: 0,
    status5xx: 0,
    other: 0,
    samples: [],
    p50: 0,
    p95: 0,
  };
  const times: number[] = [];

  /** One save; the acknowledged state on a 2xx, null otherwise (counted). */
  const nextAt = new Map<string, number>();
  async function save(token: string, method: 'POST' | 'PUT', state: Omit<Acknowledged, 'id'>, id?: string) {
    if (opts.everyMs) {
      await new Promise((r) => setTimeout(r, Math.max(0, (nextAt.get(token) ?? 0) - Date.now())));
      nextAt.set(token, Date.now() + opts.everyMs);
    }
    const started = Date.now();
    try {
      const res = await fetch(`${opts.origin}/api/admin/blog/articles${id ? `/${id}` : ''}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          origin: opts.origin,
        },
        body: body(state),
      });
      const text = await res.text();
      times.push(Date.now() - started);
      opts.onSave?.({ at: Date.now(), ms: Date.now() - started, status: res.status, path: method });
      if (res.ok) {
        const { article } = JSON.parse(text) as { article: { id: string } };
        tally.acknowledged++;
        const acknowledged = { id: article.id, ...state };
        tally.articles.set(article.id, acknowledged);
        return acknowledged;
      }
      if (id) tally.unacknowledged.set(id, (tally.unacknowledged.get(id) ?? new Set()).add(state.title));
      if (res.status >= 500) tally.status5xx++;
      else tally.other++;
      // A 503 (database unreachable) is the expected answer during an outage: counted, not sampled.
      if (res.status === 503) return null;
      if (tally.samples.length < 5) tally.samples.push(`${method} ${res.status} ${text.slice(0, 120)}`);
    } catch (err) {
      // fetch's TypeError carries the socket's error (ECONNRESET, …) as its cause.
      const cause: unknown = err instanceof Error && err.cause ? err.cause : err;
      const code = typeof cause === 'object' && cause && 'code' in cause ? String(cause.code) : String(cause);
      opts.onSave?.({ at: Date.now(), ms: Date.now() - started, status: 0, error: code, path: method });
      if (id) tally.unacknowledged.set(id, (tally.unacknowledged.get(id) ?? new Set()).add(state.title));
      tally.other++;
      if (tally.samples.length < 5)
        tally.samples.push(`${method} ${err instanceof Error ? err.message : String(err)}`);
    }
    return null;
  }

  await Promise.all(
    opts.tokens.map(async (token, editor) => {
      for (let round = 1; !opts.signal.aborted; round++) {
        const slug = `${opts.slugPrefix ?? 'scale-out'}-e${editor}-r${round}`;
        const draft = await save(token, 'POST', { slug, title: `Draft ${editor}.${round}`, status: 'draft' });
        if (!draft) continue;
        tally.created++;
        const edited = await save(
          token,
          'PUT',
          { slug, title: `Edited ${editor}.${round}`, status: 'draft' },
          draft.id,
        );
        if (!edited) continue;
        if (
          await save(
            token,
            'PUT',
            { slug, title: `Published ${editor}.${round}`, status: 'published' },
            draft.id,
          )
        )
          tally.published++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  tally.p50 = percentile(times, 50) ?? 0;
  tally.p95 = percentile(times, 95) ?? 0;
  return tally;
}

/** How long a published article may take to show on an instance (issue 20: within 5 s). */
const VISIBLE_WITHIN_MS = 5000;

async function visible(origin: string, a: Acknowledged): Promise<boolean> {
  const deadline = Date.now() + VISIBLE_WITHIN_MS;
  for (;;) {
    const res = await fetch(`${origin}/blog/${a.slug}`).catch(() => null);
    if (res?.status === 200 && (await res.text()).includes(a.title)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Acknowledged saves missing: articles whose row is gone or holds another title or status than the
 * last acknowledged save. Not visible: published articles that an instance does not serve with that
 * title within 5 s.
 */
export async function verifySaves(databaseUrl: string, tally: EditorTally, origins: string[]) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const rows = await sql<{ id: string; title: string; status: string }[]>`
    select id, title, status from blog_articles where slug like 'scale-out-%'`;
  await sql.end();
  const stored = new Map(rows.map((r) => [r.id, r]));
  let missing = 0;
  for (const a of tally.articles.values()) {
    const row = stored.get(a.id);
    // A save that failed after the last acknowledged one may still have committed: not a lost save.
    if (row && tally.unacknowledged.get(a.id)?.has(row.title)) continue;
    if (!row || row.title !== a.title || row.status !== a.status) missing++;
  }
  const published = [...tally.articles.values()].filter((a) => a.status === 'published');
  let notVisible = 0;
  for (const a of published) for (const origin of origins) if (!(await visible(origin, a))) notVisible++;
  return { articles: tally.articles.size, missing, publishedChecked: published.length, notVisible };
}
