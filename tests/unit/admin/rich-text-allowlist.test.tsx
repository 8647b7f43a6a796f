/** @jest-environment jsdom */
import { Editor } from '@tiptap/core';
import path from 'node:path';
import { articleHtml, ARTICLE_EXTENSIONS } from '@/components/admin/articles/rich-text-schema';
import { sanitizeHtml } from '@/lib/sanitize-html';

// lib/sanitize-html.ts as the browser runs it (the editor's preview): isomorphic-dompurify's browser
// build, DOMPurify on the page's window. The server's build is the same DOMPurify and configuration on a
// jsdom window of its own, which does not load inside Jest's jsdom environment (no TextDecoder).
jest.mock('isomorphic-dompurify', () =>
  jest.requireActual(path.join(process.cwd(), 'node_modules/isomorphic-dompurify/dist/browser.js')),
);

// Every node and mark of the editor's schema, as an editor would write them.
const CORPUS = [
  '<h1>Heading one</h1>',
  '<h2>Heading two</h2>',
  '<h3>Heading three</h3>',
  '<h4>Heading four</h4>',
  '<h5>Heading five</h5>',
  '<h6>Heading six</h6>',
  '<p>Plain, <strong>bold</strong>, <em>italic</em>, <u>underlined</u>, <code>inline code</code>, <s>struck</s>,',
  ' x<sup>2</sup>, H<sub>2</sub>O and a',
  ' <a href="https://example.com/rules" target="_blank" rel="noopener nofollow">link</a>.<br>',
  'After a line break.</p>',
  '<hr>',
  '<figure class="alignright"><img src="https://example.com/b.png" alt="B"><figcaption>Caption</figcaption></figure>',
  '<ul><li><p>First point</p></li><li><p>Second point</p></li></ul>',
  '<ol><li><p>Step one</p></li><li><p>Step two</p></li></ol>',
  '<blockquote><p>A quotation.</p></blockquote>',
  '<pre><code class="language-ts">const x = 1;</code></pre>',
  '<pre><code>plain code block</code></pre>',
  '<img src="https://example.com/a.png" alt="A chart" title="Chart">',
  '<table><tbody><tr><th><p>Rule</p></th><th><p>Source</p></th></tr>',
  '<tr><td><p>Competence</p></td><td><p>1.1</p></td></tr></tbody></table>',
].join('');

function makeEditor(content: string): Editor {
  return new Editor({ element: document.createElement('div'), extensions: ARTICLE_EXTENSIONS, content });
}

describe('the rich-text editor and the article sanitizer', () => {
  let editor: Editor;
  let html: string;
  beforeAll(() => {
    editor = makeEditor(CORPUS);
    html = articleHtml(editor.state.doc.content, editor.schema, document);
  });
  afterAll(() => editor.destroy());

  it('covers every node and mark of the editor schema with the corpus', () => {
    const nodes = new Set<string>();
    const marks = new Set<string>();
    editor.state.doc.descendants((node) => {
      nodes.add(node.type.name);
      node.marks.forEach((m) => marks.add(m.type.name));
    });
    nodes.add(editor.state.doc.type.name);
    expect([...nodes].sort()).toEqual(Object.keys(editor.schema.nodes).sort());
    expect([...marks].sort()).toEqual(Object.keys(editor.schema.marks).sort());
  });

  it('produces HTML that the sanitizer leaves unchanged', () => {
    expect(sanitizeHtml(html)).toBe(html);
    expect(html).toContain('<th>');
    expect(html).toContain('class="language-ts"');
    expect(html).not.toMatch(/style=|colgroup|colspan|rowspan|data-/);
  });

  it('reads its own output back to the same document', () => {
    const again = makeEditor(html);
    expect(articleHtml(again.state.doc.content, again.schema, document)).toBe(html);
    again.destroy();
  });

  it('needs the allowlist serializer: TipTap’s stock HTML for the same table does not survive', () => {
    const stock = editor.getHTML();
    expect(sanitizeHtml(stock)).not.toBe(stock);
  });

  it('drops what the allowlist refuses when HTML is loaded', () => {
    const dirty = makeEditor(
      '<p style="color:red" data-x="1" class="fixed">Text<mark>marked</mark><font>font</font></p><table><colgroup><col style="width:9px"></colgroup><tbody><tr><td colspan="2"><p>cell</p></td></tr></tbody></table>',
    );
    const out = articleHtml(dirty.state.doc.content, dirty.schema, document);
    expect(out).not.toMatch(/style=|class=|<mark|<font|colgroup|colspan|data-/);
    expect(sanitizeHtml(out)).toBe(out);
    dirty.destroy();
  });
});
