import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { SANITIZER_VERSION } from '@/lib/sanitize-html';
import { isEmbedded, type Db, type DbOrTx } from '@/lib/server/db/client';
import { blogArticles } from '@/lib/server/db/schema';
import { recleanStoredArticleHtml, sanitizeArticleHtml } from '@/lib/server/tasks/sanitize-pool';

/*
 * Clean once (issue 36 point 3, docs/adr/0096). Saves store a body cleaned, with the sanitizer version
 * that cleaned it; a read serves it as stored. Only a body stored under an older version (before
 * migration 0020, before a sanitizer change, or written around the savers) is cleaned on read: once,
 * stored back, while every other reader of that article waits for that one run.
 */

/**
 * A body as every save stores it: through the savers' pool (its depth limit and time budget: a refused
 * body is a 400 and stores nothing), stamped with the version that cleaned it.
 */
export async function cleanBodyForSave(
  raw: string,
): Promise<{ content: string; contentSanitizerVersion: number }> {
  return { content: await sanitizeArticleHtml(raw), contentSanitizerVersion: SANITIZER_VERSION };
}

/** What a read needs of a row to serve its body. */
interface StoredBody {
  id: string;
  content: string;
  contentSanitizerVersion: number;
}

/** Whether the stored body was cleaned by the running sanitizer (or a newer one, during a rollout). */
const isCleanNow = (r: Pick<StoredBody, 'contentSanitizerVersion'>) =>
  r.contentSanitizerVersion >= SANITIZER_VERSION;

// Readers of one article in this process share one run; other instances wait on the advisory lock.
const inFlight = new Map<string, Promise<string>>();

/** The body as it may be served: as stored when the running sanitizer stored it, else cleaned once now. */
export async function servableContent(db: Db, r: StoredBody): Promise<string> {
  if (isCleanNow(r)) return r.content;
  let run = inFlight.get(r.id);
  if (!run) {
    run = cleanStoredContent(db, r).finally(() => inFlight.delete(r.id));
    inFlight.set(r.id, run);
  }
  return run;
}

/**
 * A transaction on PostgreSQL holds a pooled connection while its body is cleaned (seconds for the
 * longest bodies): at most this many at once, so stale articles read together leave the other requests
 * their connections. Only reached after a sanitizer change, once per article.
 */
const MAX_CLEANS_HOLDING_A_CONNECTION = 2;
let holding = 0;
const waitingForSlot: (() => void)[] = [];

async function withSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (holding >= MAX_CLEANS_HOLDING_A_CONNECTION)
    await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  else holding += 1;
  try {
    return await fn();
  } finally {
    // A waiter takes the slot over as it is; otherwise it is given back.
    const next = waitingForSlot.shift();
    if (next) next();
    else holding -= 1;
  }
}

/**
 * Cleans a stale stored body once and stores it back, across instances: on PostgreSQL under an advisory
 * lock per article, re-reading the row once the lock is held (a reader that waited finds it clean and
 * cleans nothing). PGlite is owned by one process, where the in-process single flight above already is
 * the lock; holding a PGlite transaction through a clean would stall every other query of the process.
 * Exported for the test that plays two instances (two connection pools) against one database.
 */
export function cleanStoredContent(db: Db, r: StoredBody): Promise<string> {
  if (isEmbedded(db)) return cleanRow(db, r);
  return withSlot(() =>
    db.transaction(async (tx) => {
      // Waiting for another instance's clean is part of the read: no statement timeout on that wait.
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`article-clean:${r.id}`}))`);
      return cleanRow(tx, r);
    }),
  );
}

/**
 * Only a row written around the savers can fail here (too deep, or a worker crash): not the reader's
 * fault, so not a 4xx; a logged 500 that nothing caches, rather than the body unclean.
 */
async function reclean(id: string, html: string): Promise<string> {
  try {
    return await recleanStoredArticleHtml(html);
  } catch (err) {
    throw new Error(`the stored body of article ${id} cannot be cleaned`, { cause: err });
  }
}

async function cleanRow(db: DbOrTx, r: StoredBody): Promise<string> {
  const [row] = await db
    .select({
      content: blogArticles.content,
      contentSanitizerVersion: blogArticles.contentSanitizerVersion,
      updatedAt: blogArticles.updatedAt,
    })
    .from(blogArticles)
    .where(eq(blogArticles.id, r.id))
    .limit(1);
  // Deleted since it was read: serve what was read, cleaned; there is nothing to store it in.
  if (!row) return reclean(r.id, r.content);
  if (isCleanNow(row)) return row.content;
  const clean = await reclean(r.id, row.content);
  // Only over the body that was cleaned: a save in between (which does not take this lock) stored its own
  // clean body, which stays. `updated_at` is left alone: it is the editors' version for optimistic
  // locking, and the article did not change for them.
  await db
    .update(blogArticles)
    .set({ content: clean, contentSanitizerVersion: SANITIZER_VERSION })
    .where(
      and(
        eq(blogArticles.id, r.id),
        eq(blogArticles.contentSanitizerVersion, row.contentSanitizerVersion),
        sql`date_trunc('milliseconds', ${blogArticles.updatedAt}) = ${row.updatedAt.toISOString()}::timestamptz`,
      ),
    );
  return clean;
}
