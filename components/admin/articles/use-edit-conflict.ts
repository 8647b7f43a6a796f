'use client';
import { useState } from 'react';
import type { AdminArticleData } from '@/lib/admin/article-types';
import type { ArticleStatus } from '@/lib/constants/articles';
import { errorToast, useToast } from '../ui/toaster';

const CONFLICT_TOAST =
  'Not saved: someone else saved this article meanwhile. Compare the two versions under the action bar.';

interface Conflict {
  /** The status the refused save meant to store (null: the form's selected one, for an autosave). */
  intent: ArticleStatus | null;
  /** The server's version, once read. */
  theirs: AdminArticleData | null;
}

/**
 * Issue 33 point 3: a save refused because the article changed meanwhile. It is said at once (a toast)
 * and stays under the action bar with their version until the author picks a way out: "Reload theirs"
 * (mine kept aside as a browser copy first, when there is any), or "Overwrite with mine" (a real save
 * on top of their newest version, so theirs stays in Revisions).
 */
export function useEditConflict({
  reload,
  adopt,
  keepMine,
  saveOnTop,
}: {
  /** Reads the article as the server has it now. */
  reload: () => Promise<AdminArticleData | undefined>;
  /** Takes their version into the form. */
  adopt: (theirs: AdminArticleData) => void;
  /** Keeps what the form holds as a browser copy, when it holds unsaved work. */
  keepMine: () => void;
  /** Saves the form, with this status, on top of this version. */
  saveOnTop: (theirs: AdminArticleData, status: ArticleStatus | null) => Promise<unknown>;
}) {
  const toast = useToast();
  const [conflict, setConflict] = useState<Conflict | null>(null);

  async function found(intent: ArticleStatus | null) {
    toast(errorToast(CONFLICT_TOAST));
    setConflict({ intent, theirs: null });
    const theirs = await reload();
    setConflict((c) => (c ? { ...c, theirs: theirs ?? null } : c));
  }

  function reloadTheirs() {
    if (!conflict?.theirs) return;
    keepMine();
    adopt(conflict.theirs);
    setConflict(null);
  }

  async function overwrite() {
    if (!conflict) return;
    // Their newest version (a third save may have come meanwhile): mine goes on top of that one.
    const theirs = (await reload()) ?? conflict.theirs;
    if (!theirs) return;
    setConflict({ ...conflict, theirs });
    await saveOnTop(theirs, conflict.intent);
  }

  return { conflict, found, reloadTheirs, overwrite, resolved: () => setConflict(null) };
}
