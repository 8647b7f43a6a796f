'use client';
import { ARTICLE_FORM_FIELDS, NEW_ARTICLE_FORM, type ArticleForm } from '@/lib/admin/article-form';
import { ARTICLE_DRAFT_KEY_PREFIX, articleDraftKeyPrefix, TAB_ID_STORAGE_KEY } from '@/lib/constants/portal';
import { readStoredAdminUser } from '../auth-storage';

/*
 * The editor's browser copies of unsaved work (issue 33 point 3, docs/adr/0090): one per user, article
 * and tab, so two tabs never overwrite each other's copy and one person is never offered another's.
 */

/** What is kept in the browser while an article is being edited. */
export interface LocalCopy {
  /** Its localStorage key. */
  key: string;
  /** The tab that wrote it. */
  tabId: string;
  values: ArticleForm;
  /** When it was typed (ISO), shown in the offer to restore it. */
  savedAt: string;
}

// Not crypto.randomUUID(): it exists only in secure contexts, and a portal tried over plain http on a
// LAN address would lose its editor to a TypeError.
const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

let ownTabId: string | null = null;

/**
 * This tab's id: made once and kept in sessionStorage, which belongs to the tab and survives its
 * reloads (so a reloaded tab finds its own copy), and is not shared with the other tabs.
 */
export function currentTabId(): string {
  if (ownTabId) return ownTabId;
  try {
    ownTabId = sessionStorage.getItem(TAB_ID_STORAGE_KEY);
    if (!ownTabId) {
      ownTabId = randomId();
      sessionStorage.setItem(TAB_ID_STORAGE_KEY, ownTabId);
    }
  } catch {
    ownTabId ??= randomId();
  }
  return ownTabId;
}

let tabLock: Promise<unknown> | null = null;

/**
 * Holds a Web Lock named after this tab for as long as the tab lives: the browser releases it when the
 * tab closes or crashes, so another tab can tell an open tab's copy (still being typed) from a closed one's.
 */
export function holdTabLock(): void {
  if (tabLock || typeof navigator === 'undefined' || !navigator.locks) return;
  tabLock = navigator.locks
    .request(`ailex:tab:${currentTabId()}`, () => new Promise(() => {}))
    .catch(() => undefined);
}

/** The ids of the tabs open now (those holding their lock); empty when the browser has no Web Locks. */
export async function openTabIds(): Promise<Set<string>> {
  if (typeof navigator === 'undefined' || !navigator.locks) return new Set();
  try {
    const { held = [] } = await navigator.locks.query();
    return new Set(
      held.flatMap((lock) => (lock.name?.startsWith('ailex:tab:') ? [lock.name.slice(10)] : [])),
    );
  } catch {
    return new Set();
  }
}

/** The key of this tab's live copy, or of a copy set aside (`aside`: "Reload theirs" keeps mine there). */
export function copyKey(userId: string, articleId: string | undefined, aside = false): string {
  const slot = aside
    ? `${currentTabId()}.${Date.now().toString(36)}${randomId().slice(0, 4)}`
    : currentTabId();
  return `${articleDraftKeyPrefix(userId, articleId)}${slot}`;
}

function parseCopy(key: string, raw: string | null): LocalCopy | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const values: unknown = Reflect.get(parsed, 'values');
    const savedAt: unknown = Reflect.get(parsed, 'savedAt');
    if (!values || typeof values !== 'object' || typeof savedAt !== 'string') return null;
    // Only the fields this form knows, each of the type it expects: a tampered entry is dropped. A field
    // added since the copy was kept (absent from it) starts empty, as in a new article.
    const known: Partial<Record<keyof ArticleForm, unknown>> = {};
    for (const field of ARTICLE_FORM_FIELDS)
      known[field] = Reflect.has(values, field) ? Reflect.get(values, field) : NEW_ARTICLE_FORM[field];
    if (!ARTICLE_FORM_FIELDS.every((f) => typeof known[f] === (f === 'isTranslation' ? 'boolean' : 'string')))
      return null;
    const slot = key.slice(key.lastIndexOf(':') + 1);
    return { key, tabId: slot.split('.')[0] ?? slot, values: known as ArticleForm, savedAt };
  } catch {
    return null;
  }
}

/** Every copy this user has of this article in this browser, newest first. */
export function listCopies(userId: string, articleId: string | undefined): LocalCopy[] {
  const prefix = articleDraftKeyPrefix(userId, articleId);
  const copies: LocalCopy[] = [];
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (!key?.startsWith(prefix)) continue;
      const copy = parseCopy(key, localStorage.getItem(key));
      if (copy) copies.push(copy);
    }
  } catch {
    // Storage refused (private mode): nothing to offer.
  }
  return copies.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export function writeCopy(key: string, values: ArticleForm): void {
  try {
    localStorage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
  } catch {
    // Quota or private mode: the work is only in the tab, as before.
  }
}

export function removeCopy(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}

/**
 * Log out (and only Log out: an expired session keeps them for the same person's next sign-in) removes
 * the signed-in user's copies of every article, and copies no user owns (the one-slot-per-article
 * format before issue 33), so the next person on this browser is offered none of them.
 */
export function forgetLocalCopies(): void {
  try {
    const user = readStoredAdminUser();
    const mine = user ? `${ARTICLE_DRAFT_KEY_PREFIX}${user.id}:` : null;
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (!key?.startsWith(ARTICLE_DRAFT_KEY_PREFIX)) continue;
      const ownerless = key.split(':').length === 3;
      if (ownerless || (mine && key.startsWith(mine))) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage refused: there is nothing in it either.
  }
}
