'use client';
import { Button } from '@radix-ui/themes';
import { useState } from 'react';
import { adminFetch } from '../kit/admin-fetch';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useAdminMutation } from '../kit/mutations';
import { ARTICLES_API } from '../kit/queries';
import { errorToast, useToast } from '../ui/toaster';

interface PreviewLink {
  url: string;
  expires_at: string;
}

/** A link still good for at least a minute: the editor reuses it rather than minting (and auditing) another. */
const usable = (link: PreviewLink | null): link is PreviewLink =>
  link !== null && Date.parse(link.expires_at) - Date.now() > 60_000;

/**
 * Issue 23 point 4 (docs/adr/0086): "Preview" opens the article's latest saved version in a new tab
 * through a preview link (the same page a reviewer gets), "Copy preview link" puts one on the
 * clipboard, and "Revoke preview links" ends every link of the article.
 */
export function PreviewActions({ articleId, dirty }: { articleId: string; dirty: boolean }) {
  const toast = useToast();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const create = useAdminMutation({
    mutationFn: () =>
      adminFetch<PreviewLink>(`${ARTICLES_API}/${articleId}/preview-link`, { method: 'POST' }),
    invalidates: [],
    errorText: 'Failed to create the preview link',
  });
  const revoke = useAdminMutation({
    mutationFn: () =>
      adminFetch<{ message: string }>(`${ARTICLES_API}/${articleId}/preview-link`, { method: 'DELETE' }),
    invalidates: [],
    errorText: 'Failed to revoke the preview links',
  });

  async function currentLink(): Promise<PreviewLink> {
    if (usable(link)) return link;
    const fresh = await create.mutateAsync();
    setLink(fresh);
    return fresh;
  }

  async function open() {
    // Opened before the request so no popup blocker takes it for an unprompted window.
    const tab = window.open('', '_blank');
    try {
      const { url } = await currentLink();
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch {
      tab?.close();
    }
  }

  async function copy() {
    let url: string;
    try {
      url = (await currentLink()).url;
    } catch {
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Success', description: 'Preview link copied (valid for 7 days)' });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is shown to copy by hand.
      toast(errorToast(`Could not copy the preview link: ${url}`));
    }
  }

  const title = dirty ? 'Shows the last saved version: save first to include your changes' : undefined;
  return (
    <>
      <Button
        highContrast
        type="button"
        variant="soft"
        color="gray"
        title={title}
        onClick={() => void open()}
      >
        Preview
      </Button>
      <Button
        highContrast
        type="button"
        variant="soft"
        color="gray"
        title={title}
        disabled={create.isPending}
        onClick={() => void copy()}
      >
        Copy preview link
      </Button>
      <ConfirmDialog
        trigger={
          <Button highContrast type="button" variant="ghost" color="gray">
            Revoke preview links
          </Button>
        }
        title="Revoke every preview link?"
        description="Everyone you sent a preview link of this article loses access to it."
        confirmLabel="Revoke links"
        onConfirm={async () => {
          await revoke.mutateAsync();
          setLink(null);
          toast({ title: 'Success', description: 'Preview links revoked' });
        }}
      />
    </>
  );
}
