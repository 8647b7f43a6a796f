import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AdminSession } from '@/lib/server/auth';
import {
  ARTICLE_MESSAGES,
  findArticleById,
  readPublicArticle,
  type PublicArticle,
} from '@/lib/server/articles';
import { AUDIT_ACTIONS, recordAudit } from '@/lib/server/audit';
import type { Db } from '@/lib/server/db/client';
import { articlePreviewLinks } from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/errors';
import type { MarketCode } from '@/lib/markets';
import { absoluteUrl } from '@/lib/site-url';
import { PREVIEW_LINK_DAYS, previewPath } from '@/lib/blog/preview';

/*
 * Preview links (issue 23 point 4, docs/adr/0086): a reviewer without an account reads an article's
 * latest saved version at /preview/{token}. The token is 32 random bytes; only its SHA-256 is stored,
 * so a leaked database copy opens no preview.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Domain-separated like the other stored tokens: a preview token hash can never match another kind. */
function hashToken(token: string): string {
  return createHash('sha256').update(`preview-link:${token}`).digest('hex');
}

interface Actor {
  session: AdminSession;
  ipAddress: string | null;
}

export interface PreviewLink {
  url: string;
  expires_at: string;
}

export async function createPreviewLink(
  db: Db,
  articleId: string,
  actor: Actor,
  now: Date = new Date(),
): Promise<PreviewLink> {
  const article = await findArticleById(db, articleId);
  if (!article) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY_MS);
  await db.insert(articlePreviewLinks).values({
    articleId,
    tokenHash: hashToken(token),
    createdBy: actor.session.user.id,
    expiresAt,
    createdAt: now,
  });
  await recordAudit(db, {
    action: AUDIT_ACTIONS.previewLinkCreated,
    adminId: actor.session.user.id,
    detail: { articleId, name: article.title, slug: article.slug, market: article.market },
    ipAddress: actor.ipAddress,
    at: now,
  });
  return { url: absoluteUrl(previewPath(token)), expires_at: expiresAt.toISOString() };
}

/** Revokes every link of the article; the number revoked (0 when it had none). */
export async function revokePreviewLinks(db: Db, articleId: string, actor: Actor): Promise<number> {
  const article = await findArticleById(db, articleId);
  if (!article) throw new NotFoundError(ARTICLE_MESSAGES.notFound);
  const removed = await db
    .delete(articlePreviewLinks)
    .where(eq(articlePreviewLinks.articleId, articleId))
    .returning({ id: articlePreviewLinks.id });
  await recordAudit(db, {
    action: AUDIT_ACTIONS.previewLinksRevoked,
    adminId: actor.session.user.id,
    detail: {
      articleId,
      name: article.title,
      slug: article.slug,
      market: article.market,
      count: removed.length,
    },
    ipAddress: actor.ipAddress,
  });
  return removed.length;
}

export interface ArticlePreview {
  market: MarketCode;
  /** The public shape, its body served as the public page serves it (readPublicArticle). */
  article: PublicArticle;
  status: string;
}

/**
 * The article behind a live token, as saved now (never cached: each request reads the row); null for an
 * unknown, revoked or expired token, or a malformed one (never looked up).
 */
export async function findPreview(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<ArticlePreview | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const rows = await db
    .select({ articleId: articlePreviewLinks.articleId })
    .from(articlePreviewLinks)
    .where(and(eq(articlePreviewLinks.tokenHash, hashToken(token)), gt(articlePreviewLinks.expiresAt, now)))
    .limit(1);
  const link = rows[0];
  if (!link) return null;
  const record = await findArticleById(db, link.articleId);
  if (!record) return null;
  // A draft has no publication date yet: the preview shows the day it is read, as publishing now would.
  // Its body as saved (clean, docs/adr/0096): a preview cleans only a body an older sanitizer stored.
  const article = await readPublicArticle(db, { ...record, publishedAt: record.publishedAt ?? now });
  return { market: record.market, article, status: record.status };
}

/** Links past their end answer 404 already; the `expired-preview-links` job deletes them (docs/adr/0107). */
export async function deleteExpiredPreviewLinks(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(articlePreviewLinks)
    .where(lt(articlePreviewLinks.expiresAt, now))
    .returning({ id: articlePreviewLinks.id });
  return rows.length;
}
