'use client';
import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import type { Editor } from '@tiptap/core';
import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import { useState } from 'react';
import { ImageChoices } from './featured-image-picker';
import { ALIGNS, isInFigure, type Align } from './rich-text-nodes';
import { DialogForm, refocusEditor, ToggleButton } from './toolbar-parts';

export function ImageDialog({ editor }: { editor: Editor }) {
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

const ALIGN_LABELS: Record<Align, string> = { left: 'Align left', center: 'Centre', right: 'Align right' };

/** An image chosen in the text: in a figure with a caption, its image and caption stay together. */
function addCaption(editor: Editor) {
  editor
    .chain()
    .focus()
    .command(({ tr, state }) => {
      const { selection } = state;
      const { figure, figcaption } = state.schema.nodes;
      if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'image') return false;
      if (!figure || !figcaption) return false;
      const image = selection.node;
      // The figure takes the alignment: the class sits on the element that floats.
      const inner = image.type.create({ ...image.attrs, align: null, inParagraph: false });
      tr.replaceSelectionWith(figure.create({ align: image.attrs.align }, [inner, figcaption.create()]));
      tr.setSelection(TextSelection.create(tr.doc, selection.from + 1 + inner.nodeSize + 1));
      return true;
    })
    .run();
}

/** Alignment and caption for the image (or figure) the selection is on; nothing otherwise. */
export function ImageTools({ editor, align }: { editor: Editor; align: Align | null }) {
  const inFigure = isInFigure(editor.state);
  return (
    <>
      {ALIGNS.map((a) => (
        <ToggleButton
          key={a}
          label={ALIGN_LABELS[a]}
          pressed={align === a}
          onClick={() =>
            editor
              .chain()
              .focus()
              .setAlign(align === a ? null : a)
              .run()
          }
        >
          {ALIGN_LABELS[a]}
        </ToggleButton>
      ))}
      {inFigure ? null : (
        <ToggleButton label="Add caption" onClick={() => addCaption(editor)}>
          Add caption
        </ToggleButton>
      )}
    </>
  );
}
