'use client';
import { Flex, Select, Separator } from '@radix-ui/themes';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { ImageDialog, ImageTools } from './image-tools';
import { LinkDialog } from './link-dialog';
import { ALIGNS, type Align } from './rich-text-nodes';
import { refocusEditor, ToggleButton } from './toolbar-parts';

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6];

/** The selected image's alignment; a figure's when the image sits in one. */
function alignOf(editor: Editor): Align | null {
  const attrs = editor.isActive('figure') ? editor.getAttributes('figure') : editor.getAttributes('image');
  return ALIGNS.find((a) => a === attrs.align) ?? null;
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
      strike: e.isActive('strike'),
      superscript: e.isActive('superscript'),
      subscript: e.isActive('subscript'),
      link: e.isActive('link'),
      image: e.isActive('image') || e.isActive('figure'),
      align: alignOf(e),
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
      <ToggleButton label="Strikethrough" pressed={state.strike} onClick={() => run().toggleStrike().run()}>
        <s>S</s>
      </ToggleButton>
      <ToggleButton
        label="Superscript"
        pressed={state.superscript}
        onClick={() => run().toggleSuperscript().run()}
      >
        x<sup>2</sup>
      </ToggleButton>
      <ToggleButton label="Subscript" pressed={state.subscript} onClick={() => run().toggleSubscript().run()}>
        x<sub>2</sub>
      </ToggleButton>
      <LinkDialog editor={editor} active={state.link} />
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
      <ToggleButton label="Horizontal rule" onClick={() => run().setHorizontalRule().run()}>
        ― Rule
      </ToggleButton>
      <ImageDialog editor={editor} />
      {state.image ? <ImageTools editor={editor} align={state.align} /> : null}
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
