'use client';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorToast, useToast } from '../ui/toaster';
import { isSessionExpired, toastErrorText } from './admin-fetch';
import { adminKeys } from './query-keys';

/**
 * A write through the kit: when it succeeds, every query under `invalidates` is refetched (the lists
 * that show what changed) before the returned promise settles; when it fails, the spec.md "Messages and toasts" error toast
 * shows the server's message or `errorText`, unless the failure was an expired session (sign-in is
 * already on its way) or `errorText` returns null (the screen shows that failure its own way).
 */
export function useAdminMutation<TVariables, TData>({
  mutationFn,
  invalidates,
  errorText,
}: {
  mutationFn: (variables: TVariables) => Promise<TData>;
  invalidates: readonly QueryKey[];
  errorText: string | ((error: unknown) => string | null);
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    onError: (error) => {
      if (isSessionExpired(error)) return;
      const text = typeof errorText === 'string' ? toastErrorText(error, errorText) : errorText(error);
      if (text !== null) toast(errorToast(text));
    },
  });
}

/**
 * What each kind of write makes out of date. An article save also changes its translation entries and
 * the translations screen's list of sources (the editor puts the saved article in its own entry); a
 * category change shows in the article rows (their category badge); approving a translation publishes
 * the translated article.
 */
export const INVALIDATES = {
  articleSave: [adminKeys.articles.lists, adminKeys.articles.revisionsAll, adminKeys.translations.all],
  articleDelete: [adminKeys.articles.all, adminKeys.translations.all],
  /** A restore puts the article back in the lists; a delete for good only empties the trash. */
  trashRestore: [adminKeys.articles.all, adminKeys.translations.all],
  trashDelete: [adminKeys.articles.trash],
  category: [adminKeys.categories.all, adminKeys.articles.lists],
  translation: [adminKeys.translations.all, adminKeys.articles.lists],
  images: [adminKeys.images.all],
  users: [adminKeys.users.all],
  securitySettings: [adminKeys.securitySettings, adminKeys.account.profile],
  /** "Require two-factor" is one of the site settings, shown on the account screen too. */
  siteSettings: [adminKeys.siteSettings, adminKeys.securitySettings, adminKeys.account.profile],
  integrations: [adminKeys.integrations],
  maintenance: [adminKeys.maintenance],
  jobs: [adminKeys.jobs],
  backups: [adminKeys.backups, adminKeys.jobs],
  subscribers: [adminKeys.subscribers.all],
  /** A draft, a send or a schedule changes the list and the market's "new since the last send". */
  campaigns: [adminKeys.campaigns.all],
  account: [adminKeys.account.all],
} as const satisfies Record<string, readonly QueryKey[]>;
