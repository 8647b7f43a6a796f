/**
 * Clipboard HTML from Word and Google Docs, rewritten into the plain structure the editor's schema reads
 * (docs/adr/0081). ProseMirror calls it through the editor's `transformPastedHTML` before it parses the
 * paste, so lists, headings, bold/italic and tables arrive as nodes and marks instead of "·" paragraphs
 * and styled spans. No React: a DOM in, a string out.
 *
 * - Word writes a list as paragraphs styled `mso-list:l0 level2 lfo1` whose first span
 *   (`mso-list:Ignore`) holds the marker ("·", "o", "1.", "a)"): runs of them become nested ul/ol.
 * - Google Docs wraps the whole paste in `<b style="font-weight:normal" id="docs-internal-guid-…">` and
 *   writes bold, italic and underline as span styles (headings carry font-weight:400 spans); a nested list
 *   is a `<ul>` directly inside the outer `<ul>`.
 * - Both: comments, Office namespaced elements (`<o:p>`), styles, classes and table layout go; a first
 *   table row whose every cell is bold becomes the header row.
 */

import { convertOfficeNotes, NOTE_ID } from './paste-footnotes';

const KEPT_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan']);
const DROPPED_ELEMENTS = 'style, meta, link, title, script, xml, colgroup, col';
const WORD_LIST = /mso-list:\s*(l\d+)\s+level(\d+)/i;
/** "1.", "a)", "(iv)", "10." are numbers; "·", "o", "§", "▪", "-" are bullets. */
const NUMBERED_MARKER = /^\(?[0-9a-z]{1,5}[.)]$/i;

function unwrap(el: Element): void {
  el.replaceWith(...Array.from(el.childNodes));
}

function rename(el: Element, tag: string): Element {
  const next = el.ownerDocument.createElement(tag);
  next.append(...Array.from(el.childNodes));
  for (const attr of Array.from(el.attributes)) next.setAttribute(attr.name, attr.value);
  el.replaceWith(next);
  return next;
}

function removeComments(root: Element): void {
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const c of comments) c.parentNode?.removeChild(c);
}

/** Office's own elements (`o:p`, `v:shape`, `w:sdt`): their names hold a colon. Layout only, or empty. */
function removeOfficeElements(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (el.tagName.includes(':') && el.isConnected) el.remove();
  }
}

const styleOf = (el: Element) => el.getAttribute('style') ?? '';

interface WordListItem {
  paragraph: Element;
  list: string;
  level: number;
  numbered: boolean;
}

function wordListItem(p: Element): WordListItem | null {
  const match = WORD_LIST.exec(styleOf(p));
  if (!match) return null;
  const markerSpan = Array.from(p.querySelectorAll('span')).find((s) =>
    /mso-list:\s*ignore/i.test(styleOf(s)),
  );
  const marker = (markerSpan?.textContent ?? '').replace(/\u00a0/g, ' ').trim();
  // The marker (and the conditional wrapper Word puts around it) is the list's, not the text's.
  markerSpan?.remove();
  return { paragraph: p, list: match[1]!, level: Number(match[2]), numbered: NUMBERED_MARKER.test(marker) };
}

/** The next element sibling, skipping whitespace text (Word's clipboard is full of line breaks). */
function nextElement(node: Element): Element | null {
  let next = node.nextSibling;
  while (next && next.nodeType === 3 && !(next.textContent ?? '').trim()) next = next.nextSibling;
  return next && next.nodeType === 1 ? (next as Element) : null;
}

/** Replaces each run of Word list paragraphs with nested lists, one level per `levelN`. */
function convertWordLists(root: Element): void {
  const doc = root.ownerDocument;
  for (const first of Array.from(root.querySelectorAll('p'))) {
    if (!first.isConnected) continue;
    const start = wordListItem(first);
    if (!start) continue;
    const run: WordListItem[] = [start];
    for (let next = nextElement(first); next?.tagName === 'P'; next = nextElement(next)) {
      const item = wordListItem(next);
      if (!item) break;
      run.push(item);
    }
    const stack: { list: Element; level: number; id: string }[] = [];
    let top: Element | null = null;
    for (const item of run) {
      while (stack.length > 0 && stack[stack.length - 1]!.level > item.level) stack.pop();
      const current = stack[stack.length - 1];
      const sameList = current && current.level === item.level && current.id === item.list;
      if (!sameList) {
        if (current && current.level === item.level) stack.pop();
        const list = doc.createElement(item.numbered ? 'ol' : 'ul');
        const parent = stack[stack.length - 1];
        const holder = parent?.list.lastElementChild;
        if (holder) holder.append(list);
        else if (top) top.after(list);
        else first.before(list);
        if (!parent) top = list;
        stack.push({ list, level: item.level, id: item.list });
      }
      const li = doc.createElement('li');
      const p = doc.createElement('p');
      p.append(...Array.from(item.paragraph.childNodes));
      li.append(p);
      stack[stack.length - 1]!.list.append(li);
      item.paragraph.remove();
    }
  }
}

/** Google Docs puts a nested list straight inside the outer one: it belongs in the item before it. */
function nestListsInItems(root: Element): void {
  for (const inner of Array.from(root.querySelectorAll('ul > ul, ul > ol, ol > ul, ol > ol'))) {
    const previous = inner.previousElementSibling;
    if (previous?.tagName === 'LI') previous.append(inner);
    else {
      const li = inner.ownerDocument.createElement('li');
      inner.replaceWith(li);
      li.append(inner);
    }
  }
}

function isBold(weight: string): boolean {
  return weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
}

/**
 * Spans styled bold, italic, underlined, struck through, raised or lowered become strong, em, u, s, sup
 * and sub; every span is then unwrapped.
 */
function stylesToMarks(root: Element): void {
  const doc = root.ownerDocument;
  // Innermost first, so an unwrapped span's children are already final.
  for (const el of Array.from(root.querySelectorAll('span, font, b, i')).reverse()) {
    const style = (el as HTMLElement).style;
    // A style decides over the tag: Google's whole-paste `<b style="font-weight:normal">` is not bold.
    const bold = style.fontWeight ? isBold(style.fontWeight) : el.tagName === 'B';
    const italic = style.fontStyle ? style.fontStyle === 'italic' : el.tagName === 'I';
    const decoration = style.textDecoration || style.textDecorationLine || '';
    const underline = /underline/.test(decoration);
    const strike = /line-through/.test(decoration);
    let inner: Node[] = Array.from(el.childNodes);
    for (const [on, mark] of [
      [style.verticalAlign === 'super', 'sup'],
      [style.verticalAlign === 'sub', 'sub'],
      [strike, 's'],
      [underline, 'u'],
      [italic, 'em'],
      [bold, 'strong'],
    ] as const) {
      if (!on) continue;
      const wrapper = doc.createElement(mark);
      wrapper.append(...inner);
      inner = [wrapper];
    }
    el.replaceWith(...inner);
  }
}

/** Word's Title and Subtitle paragraph styles are headings in all but name. */
function wordHeadings(root: Element): void {
  for (const p of Array.from(root.querySelectorAll('p.MsoTitle'))) rename(p, 'h1');
  for (const p of Array.from(root.querySelectorAll('p.MsoSubtitle'))) rename(p, 'h2');
}

/** A first row whose every cell is bold is the table's header: th cells, without the bold. */
function headerRows(root: Element): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const row = table.querySelector('tr');
    if (!row || row.querySelector('th')) continue;
    const cells = Array.from(row.children).filter((c) => c.tagName === 'TD');
    const allBold =
      cells.length > 0 &&
      cells.every((cell) => {
        const text = (cell.textContent ?? '').trim();
        const bold = Array.from(cell.querySelectorAll('strong'))
          .map((s) => s.textContent ?? '')
          .join('')
          .trim();
        return text !== '' && bold.replace(/\s+/g, ' ') === text.replace(/\s+/g, ' ');
      });
    if (!allBold) continue;
    for (const cell of cells) {
      for (const strong of Array.from(cell.querySelectorAll('strong'))) unwrap(strong);
      rename(cell, 'th');
    }
  }
}

/** Word's spacer paragraphs (`<p><o:p>&nbsp;</o:p></p>`) and Google's `<br>` between blocks. */
function removeEmptyBlocks(root: Element): void {
  for (const p of Array.from(root.querySelectorAll('p'))) {
    if (p.closest('td, th, li')) continue;
    if ((p.textContent ?? '').replace(/\u00a0/g, ' ').trim()) continue;
    // An image is a block of its own in the editor: its paragraph would stay behind empty.
    const images = Array.from(p.querySelectorAll('img'));
    if (images.length > 0) p.replaceWith(...images);
    else if (!p.querySelector('br')) p.remove();
  }
  for (const br of Array.from(root.children)) if (br.tagName === 'BR') br.remove();
}

function stripAttributes(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (KEPT_ATTRIBUTES.has(name) || (name === 'id' && NOTE_ID.test(attr.value))) continue;
      el.removeAttribute(attr.name);
    }
  }
}

/** Whether clipboard HTML came from Word or Google Docs (anything else is left to the editor's own rules). */
export function isOfficeHtml(html: string): boolean {
  return /mso-|urn:schemas-microsoft-com|class="?Mso|docs-internal-guid/i.test(html);
}

/**
 * Word or Google Docs clipboard HTML as plain article structure. Other HTML passes through unchanged:
 * the editor's schema already reads ordinary web markup.
 */
export function cleanPastedHtml(html: string, parser: DOMParser = new DOMParser()): string {
  if (!isOfficeHtml(html)) return html;
  const doc = parser.parseFromString(html, 'text/html');
  const body = doc.body;
  removeComments(body);
  for (const el of Array.from(body.querySelectorAll(DROPPED_ELEMENTS))) el.remove();
  convertOfficeNotes(body);
  convertWordLists(body);
  removeOfficeElements(body);
  wordHeadings(body);
  nestListsInItems(body);
  stylesToMarks(body);
  for (const div of Array.from(body.querySelectorAll('div'))) unwrap(div);
  headerRows(body);
  removeEmptyBlocks(body);
  stripAttributes(body);
  return body.innerHTML.replace(/\u00a0/g, ' ').trim();
}
