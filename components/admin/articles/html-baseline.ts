import type { Editor } from '@tiptap/core';
import { articleHtml } from './rich-text-serializer';

/**
 * What the editor was given, and what it writes for that same document (docs/adr/0091). While its
 * output equals `written`, nobody has changed the document: the form keeps `given`, byte for byte.
 */
export interface HtmlBaseline {
  given: string;
  written: string;
}

/** The editor's document as article HTML; an empty document is the empty string. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty
    ? ''
    : articleHtml(editor.state.doc.content, editor.schema, editor.view.dom.ownerDocument);
}

/** Taken right after `given` was loaded into the editor, before anyone touched it. */
export function baselineOf(editor: Editor, given: string): HtmlBaseline {
  return { given, written: editorHtml(editor) };
}

/**
 * The form's value for the editor's document: the HTML it was given while the document is still the one
 * that HTML loaded into (a click, a selection, TipTap's trailing paragraph, an edit undone), else the
 * editor's own HTML.
 */
export function valueFor(editor: Editor, baseline: HtmlBaseline): string {
  const html = editorHtml(editor);
  return html === baseline.written ? baseline.given : html;
}
