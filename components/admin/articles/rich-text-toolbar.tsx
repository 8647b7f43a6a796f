'use client';
import { Button, Dialog, Flex, Popover, Select, Separator, Text, TextField } from '@radix-ui/themes';
import type { Editor } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { useEditorState } from '@tiptap/react';
import { useState } from 'react';
import { ImageChoices } from './featured-image-picker';

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6];

function ToggleButton({
  label,
  pressed,
  onClick,
  disabled,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Button
      highContrast
      type="button"
      size="1"
      variant={pressed ? 'solid' : 'soft'}
      color="gray"
      aria-label={label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      disabled={disabled}
      // Keep the editor's selection: a click on the toolbar must not move the focus out first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * A toolbar dialog's form. Radix portals the popover to <body>, but React bubbles a submit through the
 * component tree, where the article form surrounds the editor: without stopPropagation, Enter or Apply in
 * here saved the article (and published a published one) and dropped the link.
 */
function DialogForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => void;
  children: React.ReactNode;
}) {
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** Back to the text after a toolbar dialog or menu closes, instead of Radix's return to its trigger. */
function refocusEditor(editor: Editor) {
  return (event: Event) => {
    event.preventDefault();
    editor.commands.focus();
  };
}

function LinkPopover({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setHref(editor.getAttributes('link').href ?? '');
        setOpen(next);
      }}
    >
      <Popover.Trigger>
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
      </Popover.Trigger>
      <Popover.Content
        width="320px"
        maxWidth="calc(100vw - 24px)"
        aria-label="Link"
        onCloseAutoFocus={refocusEditor(editor)}
      >
        <DialogForm
          label="Link"
          onSubmit={() => {
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href.trim()) chain.setLink({ href: href.trim() }).run();
            else chain.unsetLink().run();
            setOpen(false);
          }}
        >
          <Flex direction="column" gap="2">
            <Text as="label" size="2" weight="medium">
              Link URL
              <TextField.Root
                mt="1"
                value={href}
                placeholder="https://"
                onChange={(e) => setHref(e.target.value)}
              />
            </Text>
            <Flex gap="2" justify="end">
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
              <Button highContrast type="submit">
                Apply
              </Button>
            </Flex>
          </Flex>
        </DialogForm>
      </Popover.Content>
    </Popover.Root>
  );
}

function ImageDialog({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [pickedAlt, setPickedAlt] = useState('');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setSrc('');
          setAlt('');
        }
        setOpen(next);
      }}
    >
      <Dialog.Trigger>
        <Button highContrast type="button" size="1" variant="soft" color="gray">
          Image
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="760px" onCloseAutoFocus={refocusEditor(editor)}>
        <Dialog.Title>Insert an image</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          Pick one of the recent uploads, upload one, or give its address. Describe it for readers who cannot
          see it.
        </Dialog.Description>
        <DialogForm
          label="Image"
          onSubmit={() => {
            if (!src.trim()) return;
            editor
              .chain()
              .focus()
              .setImage({ src: src.trim(), alt: alt.trim() })
              // An image inserted at the end of a paragraph is left selected, with nothing to write in
              // after it: the next insertion (a second image) or keystroke would replace it. The cursor
              // goes into the paragraph after it instead (made if there is none).
              .command(({ tr, state }) => {
                const paragraph = state.schema.nodes.paragraph;
                if (!(tr.selection instanceof NodeSelection) || !paragraph) return true;
                const after = tr.selection.to;
                if (!tr.doc.resolve(after).nodeAfter?.isTextblock) tr.insert(after, paragraph.create());
                tr.setSelection(TextSelection.create(tr.doc, after + 1));
                return true;
              })
              .run();
            setOpen(false);
          }}
        >
          <Flex direction="column" gap="3">
            <ImageChoices
              onPick={(image) => {
                setSrc(image.url);
                // The image's alt text from the gallery, unless the author has written their own here.
                if (!alt || alt === pickedAlt) setAlt(image.alt);
                setPickedAlt(image.alt);
              }}
            />
            <Text as="label" size="2" weight="medium">
              Image URL
              <TextField.Root
                mt="1"
                value={src}
                placeholder="https://"
                onChange={(e) => setSrc(e.target.value)}
              />
            </Text>
            <Text as="label" size="2" weight="medium">
              Alternative text
              <TextField.Root mt="1" value={alt} onChange={(e) => setAlt(e.target.value)} />
            </Text>
            <Flex gap="2" justify="end" wrap="wrap">
              <Dialog.Close>
                <Button highContrast type="button" variant="soft" color="gray">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button highContrast type="submit" disabled={!src.trim()}>
                Insert image
              </Button>
            </Flex>
          </Flex>
        </DialogForm>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The formatting toolbar: one labelled button per mark or block the allowlist has (spec.md "Article HTML allowlist"). */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      code: e.isActive('code'),
      link: e.isActive('link'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      table: e.isActive('table'),
      level: LEVELS.find((level) => e.isActive('heading', { level })) ?? 0,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = () => editor.chain().focus();
  return (
    <Flex role="toolbar" aria-label="Formatting" gap="1" wrap="wrap" align="center" p="2">
      <Select.Root
        size="1"
        value={String(state.level)}
        onValueChange={(value) => {
          const level = LEVELS.find((l) => String(l) === value);
          if (level) run().setHeading({ level }).run();
          else run().setParagraph().run();
        }}
      >
        <Select.Trigger aria-label="Block type" />
        <Select.Content onCloseAutoFocus={refocusEditor(editor)}>
          <Select.Item value="0">Paragraph</Select.Item>
          {LEVELS.map((level) => (
            <Select.Item key={level} value={String(level)}>
              Heading {level}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <Separator orientation="vertical" />
      <ToggleButton label="Bold" pressed={state.bold} onClick={() => run().toggleBold().run()}>
        <strong>B</strong>
      </ToggleButton>
      <ToggleButton label="Italic" pressed={state.italic} onClick={() => run().toggleItalic().run()}>
        <em>I</em>
      </ToggleButton>
      <ToggleButton label="Underline" pressed={state.underline} onClick={() => run().toggleUnderline().run()}>
        <u>U</u>
      </ToggleButton>
      <ToggleButton label="Inline code" pressed={state.code} onClick={() => run().toggleCode().run()}>
        {'</>'}
      </ToggleButton>
      <LinkPopover editor={editor} active={state.link} />
      <Separator orientation="vertical" />
      <ToggleButton
        label="Bulleted list"
        pressed={state.bulletList}
        onClick={() => run().toggleBulletList().run()}
      >
        • List
      </ToggleButton>
      <ToggleButton
        label="Numbered list"
        pressed={state.orderedList}
        onClick={() => run().toggleOrderedList().run()}
      >
        1. List
      </ToggleButton>
      <ToggleButton label="Quote" pressed={state.blockquote} onClick={() => run().toggleBlockquote().run()}>
        Quote
      </ToggleButton>
      <ToggleButton
        label="Code block"
        pressed={state.codeBlock}
        onClick={() => run().toggleCodeBlock().run()}
      >
        Code block
      </ToggleButton>
      <ImageDialog editor={editor} />
      <Separator orientation="vertical" />
      {state.table ? (
        <>
          <ToggleButton label="Add row" onClick={() => run().addRowAfter().run()}>
            + Row
          </ToggleButton>
          <ToggleButton label="Add column" onClick={() => run().addColumnAfter().run()}>
            + Column
          </ToggleButton>
          <ToggleButton label="Delete row" onClick={() => run().deleteRow().run()}>
            − Row
          </ToggleButton>
          <ToggleButton label="Delete column" onClick={() => run().deleteColumn().run()}>
            − Column
          </ToggleButton>
          <ToggleButton label="Delete table" onClick={() => run().deleteTable().run()}>
            Delete table
          </ToggleButton>
        </>
      ) : (
        <ToggleButton
          label="Insert table"
          onClick={() => run().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          Table
        </ToggleButton>
      )}
      <Separator orientation="vertical" />
      <ToggleButton label="Undo" disabled={!state.canUndo} onClick={() => run().undo().run()}>
        Undo
      </ToggleButton>
      <ToggleButton label="Redo" disabled={!state.canRedo} onClick={() => run().redo().run()}>
        Redo
      </ToggleButton>
    </Flex>
  );
}
