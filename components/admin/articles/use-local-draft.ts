'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ARTICLE_FORM_FIELDS, sameForm, type ArticleForm } from '@/lib/admin/article-form';
import { ARTICLE_DRAFT_SAVE_DELAY_MS, articleDraftStorageKey } from '@/lib/constants/portal';

/** What is kept in the browser while an article is being edited. */
interface StoredDraft {
  values: ArticleForm;
  /** When it was typed (ISO), shown in the offer to restore it. */
  savedAt: string;
}

function readDraft(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const values: unknown = Reflect.get(parsed, 'values');
    const savedAt: unknown = Reflect.get(parsed, 'savedAt');
    if (!values || typeof values !== 'object' || typeof savedAt !== 'string') return null;
    // Only the fields this form knows, each of the type it expects: an old or tampered entry is dropped.
    const known: Partial<Record<keyof ArticleForm, unknown>> = {};
    for (const field of ARTICLE_FORM_FIELDS) known[field] = Reflect.get(values, field);
    if (!ARTICLE_FORM_FIELDS.every((f) => typeof known[f] === (f === 'isTranslation' ? 'boolean' : 'string')))
      return null;
    return { values: known as ArticleForm, savedAt };
  } catch {
    // Storage refused (private mode, quota) or the entry is not JSON: nothing to offer.
    return null;
  }
}

/**
 * Keeps the editor's unsaved values in localStorage, per article, while the author types, so a reload,
 * a crash or a closed tab loses nothing: on the next visit `offer` holds what was kept (when it differs
 * from what the server has), for "Restore unsaved changes" or "Discard". A save clears it.
 */
export function useLocalDraft(
  articleId: string | undefined,
  values: ArticleForm,
  initial: ArticleForm,
  dirty: boolean,
) {
  const key = articleDraftStorageKey(articleId);
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    const stored = readDraft(key);
    return stored && !sameForm(stored.values, initial) ? stored : null;
  });
  // While an offer is open nothing is written: what is typed must not overwrite the draft being offered.
  const writing = useRef(offer === null);

  useEffect(() => {
    if (!writing.current || !dirty) return;
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
      } catch {
        // Quota or private mode: the draft is only in the tab, as before.
      }
    }, ARTICLE_DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, values, dirty]);

  const clear = useCallback(() => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing kept.
    }
  }, [key]);

  /** Closes the offer; `keep` false also forgets the draft (Discard). */
  const settle = useCallback(
    (keep: boolean) => {
      if (!keep) clear();
      writing.current = true;
      setOffer(null);
    },
    [clear],
  );

  return { offer, settle, clear };
}
