/** @jest-environment jsdom */
import { Editor } from '@tiptap/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanPastedHtml, isOfficeHtml } from '@/components/admin/articles/paste-cleanup';
import { articleHtml, ARTICLE_EXTENSIONS } from '@/components/admin/articles/rich-text-schema';
import { sanitizeHtml } from '@/lib/sanitize-html';

// The schema imports the allowlist from lib/sanitize-html: its browser build, as in the editor.
jest.mock('isomorphic-dompurify', () =>
  jest.requireActual(path.join(process.cwd(), 'node_modules/isomorphic-dompurify/dist/browser.js')),
);

// Issue 22 point 7: clipboard HTML as Word (Windows, Microsoft 365) and Google Docs (Chrome) put it on
// the clipboard for the same short document: a title, a paragraph with bold and italic, a bulleted list
// with a nested item, a numbered list, a table with a bold header row and an image.
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const WORD = fixture('word-clipboard.html');
const GOOGLE_DOCS = fixture('google-docs-clipboard.html');

function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

// jsdom has no ClipboardEvent; ProseMirror's pasteHTML makes one when it is given none.
if (!('ClipboardEvent' in globalThis)) {
  Object.assign(globalThis, {
    ClipboardEvent: class extends Event {
      readonly clipboardData = null;
    },
  });
}

/** What the editor holds after pasting `html` into an empty document, as the article HTML it saves. */
function pasteIntoEditor(html: string): string {
  const editor = new Editor({
    extensions: ARTICLE_EXTENSIONS,
    content: '<p></p>',
    editorProps: { transformPastedHTML: (pasted) => cleanPastedHtml(pasted) },
  });
  editor.view.pasteHTML(html);
  const saved = articleHtml(editor.state.doc.content, editor.schema, document);
  editor.destroy();
  return saved;
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe.each([
  ['Word', WORD],
  ['Google Docs', GOOGLE_DOCS],
])('pasting from %s', (_source, clipboard) => {
  const cleaned = parse(cleanPastedHtml(clipboard));

  it('keeps the headings as headings', () => {
    expect(text(cleaned.querySelector('h1'))).toBe('Engagement letters');
    expect(text(cleaned.querySelector('h2'))).toBe('What to include');
    // Google's heading spans are font-weight 400: no bold inside a heading.
    expect(cleaned.querySelector('h1 strong, h2 strong')).toBeNull();
  });

  it('turns bold and italic into strong and em, and nothing else into either', () => {
    expect(Array.from(cleaned.querySelectorAll('p > strong')).map(text)).toContain('written');
    expect(Array.from(cleaned.querySelectorAll('em')).map(text)).toContain('fee basis');
    // Google's whole-paste <b style="font-weight:normal"> wrapper does not make everything bold.
    expect(text(cleaned.querySelector('p'))).toBe(
      'Every matter starts with a written scope, and the fee basis is stated in plain words.',
    );
    expect(cleaned.querySelectorAll('b, i, span, font')).toHaveLength(0);
  });

  it('makes real lists: bullets, a nested item inside its parent item, and numbers', () => {
    const bullets = cleaned.querySelector('ul')!;
    expect(
      Array.from(bullets.querySelectorAll(':scope > li')).map((li) => text(li.querySelector('p'))),
    ).toEqual(['The scope of the work', 'The fee and when it is due']);
    expect(text(bullets.querySelector(':scope > li > ul > li'))).toBe('What is out of scope');
    expect(bullets.querySelector(':scope > li strong')?.textContent).toBe('fee');
    const numbers = cleaned.querySelector('ol')!;
    expect(Array.from(numbers.querySelectorAll(':scope > li')).map(text)).toEqual([
      'Run the conflict check',
      'Send the letter for signature',
    ]);
    // No marker survives as text ("·", "o", "1.").
    expect(cleaned.textContent).not.toMatch(/[·§]|\b1\.\s/);
  });

  it('keeps the table, with its bold first row as the header', () => {
    const rows = Array.from(cleaned.querySelectorAll('table tr'));
    expect(rows.map((r) => Array.from(r.children).map((c) => `${c.tagName}:${text(c)}`))).toEqual([
      ['TH:Step', 'TH:Deadline'],
      ['TD:Notice of appeal', 'TD:30 days'],
    ]);
  });

  it('leaves no styles, classes, comments or Office elements', () => {
    const html = cleaned.innerHTML;
    expect(html).not.toMatch(/style=|class=|mso-|<!--|o:p|docs-internal|colgroup|dir=/i);
  });

  it('arrives in the editor as lists, headings, marks and a table', () => {
    const saved = parse(pasteIntoEditor(clipboard));
    expect(text(saved.querySelector('h1'))).toBe('Engagement letters');
    expect(text(saved.querySelector('h2'))).toBe('What to include');
    expect(saved.querySelectorAll('ul > li')).toHaveLength(3);
    expect(text(saved.querySelector('ul > li > ul > li'))).toBe('What is out of scope');
    expect(saved.querySelectorAll('ol > li')).toHaveLength(2);
    expect(Array.from(saved.querySelectorAll('strong')).map(text)).toEqual(
      expect.arrayContaining(['written', 'fee']),
    );
    expect(Array.from(saved.querySelectorAll('em')).map(text)).toContain('fee basis');
    expect(Array.from(saved.querySelectorAll('th')).map(text)).toEqual(['Step', 'Deadline']);
    expect(Array.from(saved.querySelectorAll('td')).map(text)).toEqual(['Notice of appeal', '30 days']);
    expect(saved.textContent).not.toContain('·');
  });
});

describe('paste clean-up', () => {
  it('tells Office HTML from other HTML and leaves the other alone', () => {
    expect(isOfficeHtml(WORD)).toBe(true);
    expect(isOfficeHtml(GOOGLE_DOCS)).toBe(true);
    const web = '<p>From a <b>web</b> page <span style="color:red">styled</span></p>';
    expect(isOfficeHtml(web)).toBe(false);
    expect(cleanPastedHtml(web)).toBe(web);
  });

  it('keeps the images with their address for the upload that follows the paste', () => {
    expect(parse(cleanPastedHtml(GOOGLE_DOCS)).querySelector('img')?.getAttribute('src')).toBe(
      'https://lh7-rt.googleusercontent.com/docsz/AD_4nXeExampleImageToken?key=Zm9vYmFy',
    );
    const word = parse(cleanPastedHtml(WORD));
    expect(word.querySelector('img')?.getAttribute('src')).toMatch(/^file:/);
    // Out of its paragraph: the editor's image is a block, and the paragraph would stay behind empty.
    expect(word.lastElementChild?.tagName).toBe('IMG');
  });

  it('splits two Word lists of different ids and types that follow each other', () => {
    const html =
      `<p class=MsoListParagraph style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>·</span>One</p>` +
      `<p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>a)</span>Two</p>`;
    const cleaned = parse(cleanPastedHtml(html));
    expect(Array.from(cleaned.children).map((c) => `${c.tagName}:${text(c)}`)).toEqual(['UL:One', 'OL:Two']);
  });
});

describe('pasting Word footnotes, superscript and strike-through (issue 33, docs/adr/0091)', () => {
  // Word's clipboard for a paragraph with two footnotes, as Word for Windows writes it.
  const WORD_NOTES =
    `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body>` +
    `<p class=MsoNormal>A claim<a style='mso-footnote-id:ftn1' href="#_ftn1" name="_ftnref1" title=""><span class=MsoFootnoteReference><span style='mso-special-character:footnote'><![if !supportFootnotes]><span class=MsoFootnoteReference><span style='font-size:11.0pt'>[1]</span></span><![endif]></span></span></a> and another<a style='mso-footnote-id:ftn2' href="#_ftn2" name="_ftnref2" title=""><span class=MsoFootnoteReference>[2]</span></a>. E = mc<sup>2</sup>, <s>struck</s>.</p>` +
    `<div style='mso-element:footnote-list'><![if !supportFootnotes]><br clear=all><hr align=left size=1 width="33%"><![endif]>` +
    `<div style='mso-element:footnote' id=ftn1><p class=MsoFootnoteText><a style='mso-footnote-id:ftn1' href="#_ftnref1" name="_ftn1" title=""><span class=MsoFootnoteReference>[1]</span></a> The first source.<o:p></o:p></p></div>` +
    `<div style='mso-element:footnote' id=ftn2><p class=MsoFootnoteText><a style='mso-footnote-id:ftn2' href="#_ftnref2" name="_ftn2" title=""><span class=MsoFootnoteReference>[2]</span></a> The <i>second</i> source.<o:p></o:p></p></div>` +
    `</div></body></html>`;

  it('links each reference to its note and each note back, with user-content- ids', () => {
    const saved = pasteIntoEditor(WORD_NOTES);
    expect(saved).toBe(
      '<p>A claim<sup><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup> and another' +
        '<sup><a href="#user-content-fn-2" id="user-content-fnref-2">2</a></sup>. E = mc<sup>2</sup>, <s>struck</s>.</p>' +
        '<hr><ol><li id="user-content-fn-1"><p>The first source. <a href="#user-content-fnref-1">↩</a></p></li>' +
        '<li id="user-content-fn-2"><p>The <em>second</em> source. <a href="#user-content-fnref-2">↩</a></p></li></ol>',
    );
    expect(sanitizeHtml(saved)).toBe(saved);
    // Every in-page link has its target.
    const box = parse(saved);
    for (const a of box.querySelectorAll('a[href^="#"]'))
      expect(box.querySelector(a.getAttribute('href')!)).not.toBeNull();
  });

  it('keeps Google Docs superscript, subscript and strike-through spans', () => {
    const docs =
      '<b style="font-weight:normal" id="docs-internal-guid-1"><p><span>x</span><span style="vertical-align:super">2</span> ' +
      'H<span style="vertical-align:sub">2</span>O <span style="text-decoration:line-through">gone</span></p></b>';
    expect(pasteIntoEditor(docs)).toBe('<p>x<sup>2</sup> H<sub>2</sub>O <s>gone</s></p>');
  });
});
