'use client';
import { Box, Card, Tabs, TextArea } from '@radix-ui/themes';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { cleanPastedHtml } from './paste-cleanup';
import { PastedImageNotes } from './pasted-image-notes';
import {
  embeddedImagesToBlobs,
  foreignImagesIn,
  importPastedImage,
  replaceImages,
  type PastedImageOutcome,
} from './pasted-images';
import { baselineOf, editorHtml, valueFor, type HtmlBaseline } from './html-baseline';
import { ARTICLE_EXTENSIONS } from './rich-text-schema';
import { RichTextToolbar } from './rich-text-toolbar';

const BODY_CLASSES =
  'min-h-[320px] p-4 outline-none space-y-3 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h1]:text-3xl [&_h1]:font-bold [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ul]:list-disc [&_li]:ml-6 [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-3 [&_code]:font-mono [&_table]:border-collapse [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_img]:max-w-full [display:flow-root] [&_hr]:my-4 [&_hr]:border-slate-300 [&_figcaption]:min-h-[1.5em] [&_figcaption]:text-sm [&_figcaption]:text-slate-600 [&_.alignleft]:float-left [&_.alignleft]:mr-4 [&_.alignleft]:max-w-[50%] [&_.alignright]:float-right [&_.alignright]:ml-4 [&_.alignright]:max-w-[50%] [&_.aligncenter]:mx-auto [&_.aligncenter]:block [&_.aligncenter]:w-fit [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-blue-600';

interface Props {
  /** The article body (HTML). */
  value: string;
  onChange: (html: string) => void;
  /** Id of the visible label ('Content'), for both views. */
  labelId: string;
  /** Id of the field's error message while it has one (both views are then aria-invalid). */
  errorId?: string;
}

/**
 * The article body: a TipTap editor restricted to the spec.md "Article HTML allowlist" allowlist, and the HTML source in a text
 * area, one or the other (tabs). Both edit the same value: what the source view holds is loaded into
 * the editor when it is shown again.
 */
export function RichTextEditor({ value, onChange, labelId, errorId }: Props) {
  const [view, setView] = useState<'rich' | 'source'>('rich');
  // The last HTML this editor emitted, so a value coming back from the parent is not re-loaded.
  const emitted = useRef(value);
  // The HTML last loaded and what the editor writes for it: until a real edit the form keeps the loaded
  // HTML byte for byte, and a click, a selection or TipTap's trailing paragraph is no change (docs/adr/0091).
  const baseline = useRef<HtmlBaseline | null>(null);
  // Foreign images of the last paste, taken by the update the paste causes (docs/adr/0081).
  const pastedImages = useRef<string[]>([]);
  const [imageNotes, setImageNotes] = useState<PastedImageOutcome[]>([]);
  const editor = useEditor({
    extensions: ARTICLE_EXTENSIONS,
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-required': 'true',
        class: BODY_CLASSES,
      },
      // Word and Google Docs: lists, headings, marks and tables instead of "·" paragraphs and styled spans.
      transformPastedHTML: (html) => embeddedImagesToBlobs(cleanPastedHtml(html)),
      transformPasted: (slice) => {
        pastedImages.current.push(...foreignImagesIn(slice));
        return slice;
      },
    },
    onCreate: ({ editor: e }) => {
      baseline.current = baselineOf(e, value);
    },
    onUpdate: ({ editor: e }) => {
      const html = baseline.current ? valueFor(e, baseline.current) : editorHtml(e);
      if (html !== emitted.current) {
        emitted.current = html;
        onChange(html);
      }
      for (const src of pastedImages.current.splice(0)) {
        void importPastedImage(e, src).then((note) => setImageNotes((notes) => [...notes, note]));
      }
    },
  });

  // The error state follows the form after the editor was created with its first attributes.
  useEffect(() => {
    if (!editor) return;
    const dom = editor.view.dom;
    if (errorId) {
      dom.setAttribute('aria-invalid', 'true');
      dom.setAttribute('aria-describedby', errorId);
    } else {
      dom.removeAttribute('aria-invalid');
      dom.removeAttribute('aria-describedby');
    }
  }, [editor, errorId]);

  useEffect(() => {
    if (!editor || view !== 'rich' || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
    baseline.current = baselineOf(editor, value);
  }, [editor, value, view]);

  return (
    <Card size="1" style={{ padding: 0 }}>
      <Tabs.Root value={view} onValueChange={(v) => setView(v === 'source' ? 'source' : 'rich')}>
        <Tabs.List aria-label="Content view">
          <Tabs.Trigger value="rich">Rich text</Tabs.Trigger>
          <Tabs.Trigger value="source">HTML source</Tabs.Trigger>
        </Tabs.List>
        {/* Kept mounted while the source is shown, so the editor (and its undo history) survives. */}
        <Tabs.Content value="rich" forceMount hidden={view !== 'rich'}>
          {editor ? <RichTextToolbar editor={editor} /> : null}
          <PastedImageNotes
            notes={imageNotes}
            onDescribe={(url, alt) => {
              if (editor) replaceImages(editor, url, { src: url, alt });
              setImageNotes((notes) => notes.filter((n) => !(n.kind === 'uploaded' && n.url === url)));
              editor?.commands.focus();
            }}
            onDismiss={(note) => setImageNotes((notes) => notes.filter((n) => n !== note))}
          />
          <Box style={{ borderTop: '1px solid var(--gray-a5)' }}>
            <EditorContent editor={editor} />
          </Box>
        </Tabs.Content>
        <Tabs.Content value="source">
          <Box p="2">
            <TextArea
              aria-labelledby={labelId}
              aria-describedby={[errorId, `${labelId}-source-hint`].filter(Boolean).join(' ')}
              aria-invalid={errorId ? true : undefined}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              rows={18}
              style={{ fontFamily: 'var(--code-font-family)' }}
            />
            <p id={`${labelId}-source-hint`} className="mt-1 text-xs text-slate-600">
              HTML outside the allowed tags and attributes is removed when the article is saved.
            </p>
          </Box>
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}
