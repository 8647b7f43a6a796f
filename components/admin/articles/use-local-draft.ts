'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sameForm, type ArticleForm } from '@/lib/admin/article-form';
import { ARTICLE_DRAFT_SAVE_DELAY_MS } from '@/lib/constants/portal';
import { readStoredAdminUser } from '../auth-storage';
import {
  copyKey,
  currentTabId,
  holdTabLock,
  listCopies,
  openTabIds,
  removeCopy,
  writeCopy,
  type LocalCopy,
} from './local-copies';

/**
 * Keeps the editor's unsaved values in localStorage while the author types, so a reload, a crash or a
 * closed tab loses nothing (issue 22 point 5), in a copy of this user, this article and this tab
 * (issue 33 point 3, docs/adr/0090). On arrival `offer` lists this user's copies of the article left
 * by closed tabs (and by this tab before a reload), newest first, for "Restore unsaved changes" or
 * "Discard"; a copy that another open tab is still writing is not offered. A save clears this tab's copy.
 */
export function useLocalDraft(
  articleId: string | undefined,
  values: ArticleForm,
  initial: ArticleForm,
  dirty: boolean,
) {
  const [userId] = useState(() => readStoredAdminUser()?.id ?? null);
  const key = userId ? copyKey(userId, articleId) : null;
  const [offer, setOffer] = useState<LocalCopy[]>([]);
  // Until the open tabs are known, nothing is offered and autosave waits (what it would save may be
  // about to be replaced by a restored copy).
  const [checking, setChecking] = useState(userId !== null);
  const arrival = useRef({ articleId, initial });

  useEffect(() => {
    if (!userId) return;
    holdTabLock();
    let cancelled = false;
    void openTabIds().then((open) => {
      if (cancelled) return;
      const me = currentTabId();
      const { articleId: id, initial: server } = arrival.current;
      const offered: LocalCopy[] = [];
      for (const copy of listCopies(userId, id)) {
        if (copy.tabId !== me && open.has(copy.tabId)) continue;
        // What the server has already: nothing to restore.
        if (sameForm(copy.values, server)) {
          removeCopy(copy.key);
          continue;
        }
        // This tab's own copy from before a reload is set aside, so what is typed now cannot overwrite it.
        if (copy.key === copyKey(userId, id)) {
          const aside = copyKey(userId, id, true);
          writeCopy(aside, copy.values);
          removeCopy(copy.key);
          offered.push({ ...copy, key: aside });
        } else offered.push(copy);
      }
      setOffer(offered);
      setChecking(false);
    });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  useEffect(() => {
    if (!key || !dirty) return;
    const timer = setTimeout(() => writeCopy(key, values), ARTICLE_DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, values, dirty]);

  /** Forgets this tab's copy (its work is saved, or kept aside). */
  const clear = useCallback(() => {
    if (key) removeCopy(key);
  }, [key]);

  /** Takes a copy into the form: it becomes this tab's work (rewritten under this tab's key as it changes). */
  const restore = useCallback((copy: LocalCopy) => {
    removeCopy(copy.key);
    // The other copies stay in the browser, offered again next time: nothing is thrown away unasked.
    setOffer([]);
  }, []);

  const discard = useCallback((copy: LocalCopy) => {
    removeCopy(copy.key);
    setOffer((copies) => copies.filter((c) => c.key !== copy.key));
  }, []);

  /** Keeps these values as a copy of their own, offered at once ("Reload theirs" keeps mine this way). */
  const keepAside = useCallback(
    (kept: ArticleForm) => {
      if (!userId) return;
      const aside = copyKey(userId, articleId, true);
      writeCopy(aside, kept);
      if (key) removeCopy(key);
      const copy: LocalCopy = {
        key: aside,
        tabId: currentTabId(),
        values: kept,
        savedAt: new Date().toISOString(),
      };
      setOffer((copies) => [copy, ...copies]);
    },
    [userId, articleId, key],
  );

  return {
    offer: checking ? null : offer,
    waiting: checking || offer.length > 0,
    restore,
    discard,
    clear,
    keepAside,
  };
}
