'use client';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { formFromArticle, sameForm, toSavePayload, type ArticleForm } from '@/lib/admin/article-form';
import type { AdminArticleData, ArticleResponse } from '@/lib/admin/article-types';
import { ARTICLE_AUTOSAVE_DELAY_MS } from '@/lib/constants/portal';
import { articleSavePayload } from '@/lib/validations/article';
import { adminFetch, toastErrorText } from '../kit/admin-fetch';
import { INVALIDATES, useAdminMutation } from '../kit/mutations';
import { ARTICLES_API } from '../kit/queries';
import { isStaleEdit } from './save-errors';

/** 'Not saved yet': a new article nothing was typed into (issue 33 point 7: it said "Saved"). */
export type SaveState = 'Saved' | 'Not saved yet' | 'Saving...' | 'Unsaved changes';

/** Only an article that has never been on the site: a published one's changes wait for Update. */
const autosaves = (article: AdminArticleData | null): article is AdminArticleData =>
  article !== null && article.status === 'draft' && article.published_at === null;

/**
 * Issue 23 point 5 (docs/adr/0087): a never-published draft saves itself ARTICLE_AUTOSAVE_DELAY_MS after
 * the last change, never while a save (its own or the editor's) is in flight, and always with the
 * version it started from, so it can never overwrite another tab's newer save: a 409 stops autosave
 * and hands over to the editor's conflict callout. `state` is what the editor shows at all times.
 */
export function useAutosave({
  loaded,
  initial,
  values,
  busy,
  paused,
  onSaved,
  onConflict,
}: {
  loaded: AdminArticleData | null;
  /** The form's starting values (a new article's empty form). */
  initial: ArticleForm;
  values: ArticleForm;
  /** The editor's own save is in flight. */
  busy: boolean;
  /** Something waits on the author (a local draft offer, a conflict): nothing saves meanwhile. */
  paused: boolean;
  onSaved: (article: AdminArticleData, sent: ArticleForm) => void;
  onConflict: () => void;
}) {
  // What the server holds, as form values: the loaded article, or what autosave last sent.
  const [saved, setSaved] = useState<ArticleForm>(initial);
  const [stopped, setStopped] = useState(false);
  const [own, setOwn] = useState<AdminArticleData | null>(null);
  const inFlight = useRef<Promise<AdminArticleData | null> | null>(null);

  // An article the editor adopted by itself (its save, a reload) is the new baseline, and a stopped
  // autosave starts again; one autosave produced already set it.
  const [seen, setSeen] = useState(loaded);
  if (loaded !== seen) {
    setSeen(loaded);
    if (loaded !== own) {
      if (loaded) setSaved(formFromArticle(loaded));
      setStopped(false);
    }
  }

  const save = useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: ReturnType<typeof toSavePayload> }) =>
      adminFetch<ArticleResponse>(`${ARTICLES_API}/${id}?autosave=1`, { method: 'PUT', body }),
    invalidates: INVALIDATES.articleSave,
    errorText: (error) => (isStaleEdit(error) ? null : toastErrorText(error, 'Autosave failed')),
  });

  const enabled = autosaves(loaded) && !stopped && !paused && !busy;
  const changed = !sameForm(values, saved);
  const valuesKey = JSON.stringify(values);

  // The answer is handled with the editor's callbacks of the moment it arrives, not those of the render
  // that started the save (the author may have typed on meanwhile).
  const succeeded = useEffectEvent((article: AdminArticleData, sent: ArticleForm) => {
    setOwn(article);
    setSaved(sent);
    onSaved(article, sent);
  });
  const failed = useEffectEvent((error: unknown) => {
    setStopped(true);
    if (isStaleEdit(error)) onConflict();
  });

  // Reads the latest values and the editor's callbacks (new on every render) without making them
  // reasons to restart the delay.
  const schedule = useEffectEvent((article: AdminArticleData) => {
    const sent = values;
    const body = toSavePayload(sent, 'draft', article);
    // A form the save would refuse (an empty title, a bad slug) waits for the author, without a 400. So
    // does a Publish date: it is a publishing decision, saved by Save Draft or Publish (the server
    // refuses an autosave that dates an article).
    if (!articleSavePayload.safeParse(body).success || body.publishedAt) return undefined;
    return setTimeout(() => {
      const run = save.mutateAsync({ id: article.id, body }).then(
        (result) => {
          succeeded(result.article, sent);
          return result.article;
        },
        (error: unknown) => {
          failed(error);
          return null;
        },
      );
      inFlight.current = run;
      void run.finally(() => {
        if (inFlight.current === run) inFlight.current = null;
      });
    }, ARTICLE_AUTOSAVE_DELAY_MS);
  });

  // Each change restarts the delay (valuesKey: the watched object is new on every render).
  useEffect(() => {
    if (!enabled || !changed || save.isPending || !loaded) return;
    const timer = schedule(loaded);
    return () => clearTimeout(timer);
  }, [enabled, changed, valuesKey, save.isPending, loaded]);

  /** The article an autosave in flight will answer (null when none is): a manual save waits for it. */
  const settled = useCallback(() => inFlight.current ?? Promise.resolve(null), []);

  const state: SaveState =
    busy || save.isPending
      ? 'Saving...'
      : changed
        ? 'Unsaved changes'
        : loaded === null
          ? 'Not saved yet'
          : 'Saved';
  return { state, settled };
}
