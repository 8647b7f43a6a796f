'use client';
import { Button, DropdownMenu, Flex, Text } from '@radix-ui/themes';
import { useRef, useState } from 'react';
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

/** A menu item with a line under its name that says what it does (not part of its accessible name). */
function ItemText({ label, hint, id }: { label: string; hint: string; id: string }) {
  return (
    <Flex direction="column" py="1">
      <Text>{label}</Text>
      <Text id={id} size="1" color="gray">
        {hint}
      </Text>
    </Flex>
  );
}

const itemStyle = { height: 'auto', minHeight: 'var(--base-menu-item-height)' } as const;

/**
 * The editor's one Preview menu (issue 33 point 2). "Open preview" shows the form as it is on screen,
 * unsaved edits included (the editor's own preview panel); "Copy preview link" hands out a link to the
 * latest SAVED version for a reviewer without an account (issue 23 point 4, docs/adr/0086); "Revoke
 * preview links" ends every link of the article. The links need a saved article.
 */
export function PreviewMenu({
  articleId,
  onOpenPreview,
}: {
  articleId: string | undefined;
  onOpenPreview: () => void;
}) {
  const toast = useToast();
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [revoking, setRevoking] = useState(false);
  // "Open preview" hands the focus to the preview: the closing menu must not pull it back to its button.
  const keepFocusAway = useRef(false);
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

  const saved = articleId !== undefined;
  const linkHint = saved ? 'Shows the last saved version, for 7 days' : 'Save the article first';
  return (
    <>
      {/* Not modal: a modal menu hides the page with aria-hidden while its links stay focusable (axe aria-hidden-focus). */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger>
          <Button
            ref={setTrigger}
            type="button"
            highContrast
            variant="soft"
            color="gray"
            size={{ initial: '1', sm: '2' }}
          >
            Preview
            <DropdownMenu.TriggerIcon />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          // Inside the editor (within the shell's <main>), not at the end of <body>: axe's "region" rule
          // wants every piece of content in a landmark, and a menu is not exempt as a dialog is.
          container={trigger?.parentElement ?? undefined}
          onCloseAutoFocus={(event) => {
            if (keepFocusAway.current) event.preventDefault();
            keepFocusAway.current = false;
          }}
        >
          <DropdownMenu.Item
            style={itemStyle}
            aria-label="Open preview"
            aria-describedby="preview-open-hint"
            onSelect={() => {
              keepFocusAway.current = true;
              onOpenPreview();
            }}
          >
            <ItemText
              label="Open preview"
              hint="What is on screen, unsaved changes included"
              id="preview-open-hint"
            />
          </DropdownMenu.Item>
          <DropdownMenu.Item
            style={itemStyle}
            disabled={!saved || create.isPending}
            aria-label="Copy preview link"
            aria-describedby="preview-copy-hint"
            onSelect={() => void copy()}
          >
            <ItemText label="Copy preview link" hint={linkHint} id="preview-copy-hint" />
          </DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item color="red" disabled={!saved} onSelect={() => setRevoking(true)}>
            Revoke preview links
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={revoking}
        onOpenChange={setRevoking}
        returnFocusTo={() => trigger}
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
