import { ARTICLE_EDIT_CONFLICT_MESSAGE } from '@/lib/constants/articles';
import { AdminApiError } from '../kit/admin-fetch';

/** A body past the save's limit: the 413 names it, and the editor shows it under the content. */
export function isTooLarge(error: unknown): error is AdminApiError {
  return error instanceof AdminApiError && error.status === 413;
}

/** The server's 409 for a save based on an old version (a taken slug is a 409 too, with its own message). */
export function isStaleEdit(error: unknown): boolean {
  return (
    error instanceof AdminApiError &&
    error.status === 409 &&
    error.serverMessage === ARTICLE_EDIT_CONFLICT_MESSAGE
  );
}
