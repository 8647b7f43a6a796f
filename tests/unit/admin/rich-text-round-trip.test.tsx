/** @jest-environment jsdom */
import { Editor } from '@tiptap/core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { baselineOf, editorHtml, valueFor } from '@/components/admin/articles/html-baseline';
import { ARTICLE_EXTENSIONS } from '@/components/admin/articles/rich-text-schema';
import { sanitizeArticleHtml } from '@/lib/server/tasks/sanitize-pool';
import { API_ARTICLE_BODIES } from '@/tests/helpers/api-article-bodies';
import { canonicalArticleHtml } from '@/tests/helpers/canonical-article-html';

// The editor's own import of lib/sanitize-html (its serializer prefixes ids as the sanitizer does) loads
// DOMPurify's browser build here; the bodies themselves go through the server's sanitizer worker, the
// path every save takes (lib/server/tasks/sanitize-pool.ts).
jest.mock('isomorphic-dompurify', () =>
  jest.requireActual(path.join(process.cwd(), 'node_modules/isomorphic-dompurify/dist/browser.js')),
);

const DEMO_DIR = path.join(process.cwd(), 'lib/server/installation/seed-content/articles');
const DEMO = readdirSync(DEMO_DIR)
  .filter((f) => f.endsWith('.html'))
  .map((f) => [f, readFileSync(path.join(DEMO_DIR, f), 'utf8')] as const);

function load(html: string): Editor {
  return new Editor({
    element: document.createElement('div'),
    extensions: ARTICLE_EXTENSIONS,
    content: html,
  });
}

/** What a click into the body does to the document: a selection, and TipTap's trailing paragraph. */
function clickInto(editor: Editor): void {
  editor.commands.focus('end');
  editor.commands.setTextSelection(1);
  editor.view.dispatch(editor.state.tr.setMeta('click', true));
}

describe.each([
  ['demo article', DEMO],
  ['API-created body', Object.entries(API_ARTICLE_BODIES)],
])('the editor keeps the HTML of every %s (docs/adr/0091)', (_kind, bodies) => {
  it.each(bodies)(
    '%s: opening and clicking into it keeps the saved HTML byte for byte',
    async (_name, body) => {
      const saved = await sanitizeArticleHtml(body);
      const editor = load(saved);
      const baseline = baselineOf(editor, saved);
      clickInto(editor);
      expect(valueFor(editor, baseline)).toBe(saved);
      editor.destroy();
    },
  );

  it.each(bodies)('%s: the editor writes the same article back (canonical form)', async (_name, body) => {
    const saved = await sanitizeArticleHtml(body);
    const editor = load(saved);
    const written = editorHtml(editor);
    expect(canonicalArticleHtml(written)).toBe(canonicalArticleHtml(saved));
    // What the editor writes is what the server keeps: a save changes nothing more.
    expect(await sanitizeArticleHtml(written)).toBe(written);
    editor.destroy();
  });
});

describe('the editor’s output for the demo articles', () => {
  it.each(DEMO)(
    '%s: differs from the saved HTML only in the line breaks between blocks',
    async (_f, body) => {
      const saved = await sanitizeArticleHtml(body);
      const editor = load(saved);
      expect(editorHtml(editor)).toBe(saved.replace(/>\n+</g, '><').trim());
      editor.destroy();
    },
  );
});

describe('after a real edit', () => {
  it('gives the editor’s HTML, and the saved HTML again once the edit is undone', async () => {
    const saved = await sanitizeArticleHtml(API_ARTICLE_BODIES['pretty-printed HTML']!);
    const editor = load(saved);
    const baseline = baselineOf(editor, saved);
    editor.commands.insertContentAt(1, 'Edited ');
    const edited = valueFor(editor, baseline);
    expect(edited).not.toBe(saved);
    expect(edited).toContain('<h2>Edited Title</h2>');
    editor.commands.undo();
    expect(valueFor(editor, baseline)).toBe(saved);
    editor.destroy();
  });
});
