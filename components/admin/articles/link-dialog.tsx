'use client';
import { Button, Checkbox, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import type { Editor } from '@tiptap/core';
import { useId, useState } from 'react';
import { DISTRUST_REL, isInternalHref } from '@/lib/sanitize-html';
import { DialogForm, refocusEditor } from './toolbar-parts';

type Distrust = (typeof DISTRUST_REL)[number];

const REL_CHOICES: readonly { value: Distrust; label: string }[] = [
  { value: 'nofollow', label: 'nofollow: do not vouch for this page' },
  { value: 'sponsored', label: 'sponsored: a paid or affiliate link' },
  { value: 'ugc', label: 'ugc: written by users (comments, forums)' },
];

/** The tokens the dialog decides; any other rel token a link came with is kept as it was. */
const DECIDED = new Set<string>([...DISTRUST_REL, 'noopener']);

/** `example.com/page` is meant as a web address, not as a path on this site. */
function withScheme(href: string): string {
  const value = href.trim();
  if (!value || /^[a-z][a-z0-9+.-]*:/i.test(value) || /^[/#?.]/.test(value)) return value;
  return /^[\w-]+(\.[\w-]+)+(?:[/?#:]|$)/.test(value) ? `https://${value}` : value;
}

/** A link's rel from the dialog's choices: noopener with a new tab, never a distrust token on our own site. */
function composeRel(previous: string | null, newTab: boolean, chosen: Distrust[], href: string) {
  const kept = (previous ?? '').split(/\s+/).filter((t) => t && !DECIDED.has(t.toLowerCase()));
  const trust = isInternalHref(href) ? [] : chosen;
  return [...(newTab ? ['noopener'] : []), ...trust, ...kept].join(' ') || null;
}

interface LinkState {
  href: string;
  newTab: boolean;
  rel: Distrust[];
}

function currentLink(editor: Editor): LinkState {
  const attrs = editor.getAttributes('link');
  const tokens = String(attrs.rel ?? '')
    .toLowerCase()
    .split(/\s+/);
  return {
    href: String(attrs.href ?? ''),
    newTab: attrs.target === '_blank',
    rel: DISTRUST_REL.filter((t) => tokens.includes(t)),
  };
}

/**
 * The link dialog (docs/adr/0091): a link opens in the same tab and is trusted unless the editor asks
 * otherwise; a link to this site cannot be marked nofollow, sponsored or ugc (the sanitizer drops them too).
 */
export function LinkDialog({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<LinkState>({ href: '', newTab: false, rel: [] });
  const hintId = useId();
  const href = withScheme(link.href);
  const internal = href !== '' && isInternalHref(href);

  function apply() {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) chain.unsetLink().run();
    else {
      const attrs = {
        href,
        target: link.newTab ? '_blank' : null,
        rel: composeRel(editor.getAttributes('link').rel ?? null, link.newTab, link.rel, href),
      };
      // With nothing selected the address itself becomes the link's text.
      if (editor.state.selection.empty && !editor.isActive('link'))
        chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs }] }).run();
      else chain.setLink(attrs).run();
    }
    setOpen(false);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setLink(currentLink(editor));
        setOpen(next);
      }}
    >
      <Dialog.Trigger>
        <Button
          highContrast
          type="button"
          size="1"
          variant={active ? 'solid' : 'soft'}
          color="gray"
          aria-pressed={active}
        >
          Link
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px" onCloseAutoFocus={refocusEditor(editor)}>
        <Dialog.Title>{active ? 'Edit link' : 'Insert a link'}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          Links open in the same tab and count as recommended by search engines unless you choose otherwise.
        </Dialog.Description>
        <DialogForm label="Link" onSubmit={apply}>
          <Flex direction="column" gap="3">
            <Text as="label" size="2" weight="medium">
              Link URL
              <TextField.Root
                mt="1"
                value={link.href}
                placeholder="https:// or /blog/…"
                inputMode="url"
                autoComplete="off"
                onChange={(e) => setLink({ ...link, href: e.target.value })}
              />
            </Text>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox
                  checked={link.newTab}
                  onCheckedChange={(checked) => setLink({ ...link, newTab: checked === true })}
                />
                Open in a new tab
              </Flex>
            </Text>
            <fieldset aria-describedby={internal ? hintId : undefined}>
              <Text size="2" weight="medium" asChild>
                <legend>Link relationship (rel)</legend>
              </Text>
              <Flex direction="column" gap="1" mt="1">
                {REL_CHOICES.map((choice) => (
                  <Text as="label" size="2" key={choice.value}>
                    <Flex gap="2" align="center">
                      <Checkbox
                        disabled={internal}
                        checked={!internal && link.rel.includes(choice.value)}
                        onCheckedChange={(checked) =>
                          setLink({
                            ...link,
                            rel:
                              checked === true
                                ? [...link.rel, choice.value]
                                : link.rel.filter((r) => r !== choice.value),
                          })
                        }
                      />
                      {choice.label}
                    </Flex>
                  </Text>
                ))}
              </Flex>
              {internal ? (
                <Text as="p" id={hintId} size="1" color="gray" mt="1">
                  A link to this site is always followed: search engines read nofollow on our own pages as “do
                  not trust”.
                </Text>
              ) : null}
            </fieldset>
            <Flex gap="2" justify="end" wrap="wrap">
              {active ? (
                <Button
                  highContrast
                  type="button"
                  variant="soft"
                  color="gray"
                  onClick={() => {
                    editor.chain().focus().extendMarkRange('link').unsetLink().run();
                    setOpen(false);
                  }}
                >
                  Remove link
                </Button>
              ) : null}
              <Dialog.Close>
                <Button highContrast type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button highContrast type="submit">
                Apply
              </Button>
            </Flex>
          </Flex>
        </DialogForm>
      </Dialog.Content>
    </Dialog.Root>
  );
}
