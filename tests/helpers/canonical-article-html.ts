/**
 * "Unchanged" for article HTML, as docs/adr/0091 defines it: two bodies are the same article when their
 * canonical forms are equal. The canonical form undoes only what a browser renders identically and the
 * editor's model cannot tell apart:
 *
 * 1. whitespace: runs collapse to one space outside `<pre>`; whitespace-only text between blocks goes,
 *    and so does whitespace at the start and end of a block's text;
 * 2. attribute order: sorted by name (class tokens too);
 * 3. implicit paragraphs: inline content directly inside `li`, `td`, `th` and `blockquote` is one `<p>`
 *    (`<li>x</li>` = `<li><p>x</p></li>`), an empty one holds an empty `<p>`;
 * 4. inline formats as a set on each run of text, whatever their nesting and splitting
 *    (`<em>a <a>b</a></em>` = `<em>a </em><a><em>b</em></a>`), as the editor's model holds them;
 * 5. empty paragraphs at the very end of the body go.
 *
 * Everything else (tags, attribute values, text, `<thead>`, entities as parsed) must be equal.
 */

const BLOCKS = new Set([
  'P',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'PRE',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'HR',
  'FIGURE',
  'FIGCAPTION',
  'DIV',
  'IMG',
]);
const IMPLICIT_PARAGRAPH = new Set(['LI', 'TD', 'TH', 'BLOCKQUOTE']);
const isBlock = (n: Node | null) => n instanceof Element && BLOCKS.has(n.tagName);

/** The editor's mark order, outermost first (its schema's rank: link 1000, sup/sub 1001 above it). */
const MARK_ORDER = ['SUP', 'SUB', 'A', 'STRONG', 'EM', 'U', 'S', 'CODE'];

function collapseWhitespace(root: Element): void {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* SHOW_TEXT */);
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);
  for (const text of texts) {
    if (text.parentElement?.closest('pre')) continue;
    text.data = text.data.replace(/[ \t\r\n\f]+/g, ' ');
    const parent = text.parentElement;
    const atBlockEdge = (!text.previousSibling || !text.nextSibling) && (parent === root || isBlock(parent));
    if (!text.data.trim() && (isBlock(text.previousSibling) || isBlock(text.nextSibling) || atBlockEdge))
      text.remove();
  }
}

/** A block's text starts and ends without a space. */
function trimBlockEdges(root: Element): void {
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    if (!(el === root || BLOCKS.has(el.tagName)) || el.closest('pre')) continue;
    trimEdge(el, 'first');
    trimEdge(el, 'last');
  }
}

function trimEdge(el: Element, edge: 'first' | 'last'): void {
  let node: Node | null = edge === 'first' ? el.firstChild : el.lastChild;
  while (node instanceof Element && !BLOCKS.has(node.tagName) && node.tagName !== 'BR')
    node = edge === 'first' ? node.firstChild : node.lastChild;
  if (!(node instanceof Text)) return;
  node.data = edge === 'first' ? node.data.replace(/^ /, '') : node.data.replace(/ $/, '');
}

function implicitParagraphs(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (!IMPLICIT_PARAGRAPH.has(el.tagName)) continue;
    let run: Node[] = [];
    const flush = (before: Node | null) => {
      if (!run.length) return;
      const p = el.ownerDocument.createElement('p');
      el.insertBefore(p, before);
      p.append(...run);
      run = [];
    };
    for (const child of Array.from(el.childNodes)) {
      if (isBlock(child)) flush(child);
      else run.push(child);
    }
    flush(null);
    if (!el.childNodes.length) el.append(el.ownerDocument.createElement('p'));
  }
}

/** A run of inline content: one leaf (text, `<br>`, an inline `<img>`) and the formats around it. */
interface Run {
  marks: Element[];
  leaf: Node;
}

const keyOf = (marks: Element[]) => marks.map((m) => m.outerHTML).join('');

function runsOf(node: Node, marks: Element[], runs: Run[]): void {
  for (const child of Array.from(node.childNodes)) {
    if (child instanceof Element && MARK_ORDER.includes(child.tagName))
      runsOf(child, [...marks, child.cloneNode(false) as Element], runs);
    else runs.push({ marks, leaf: child.cloneNode(true) });
  }
}

/**
 * Inline formatting as the editor models it: a set of formats on each run of text, whatever the nesting
 * (`<em>a <a>b</a></em>` = `<em>a </em><a><em>b</em></a>`). Written back one element per format, in the
 * editor's order, adjacent runs with the same formats merged.
 */
function inlineRuns(root: Element): void {
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    if (!(el === root || BLOCKS.has(el.tagName)) || Array.from(el.childNodes).some(isBlock)) continue;
    if (!el.querySelector(MARK_ORDER.join(','))) continue;
    const runs: Run[] = [];
    runsOf(el, [], runs);
    el.replaceChildren();
    let previous: { key: string; inner: Element | null } | null = null;
    for (const run of runs) {
      const marks = run.marks
        .map((m) => m.cloneNode(false) as Element)
        .sort((a, b) => MARK_ORDER.indexOf(a.tagName) - MARK_ORDER.indexOf(b.tagName));
      const key = keyOf(marks);
      if (previous && previous.key === key && previous.inner) {
        previous.inner.append(run.leaf);
        continue;
      }
      let holder: Element | null = null;
      let outer: Node = run.leaf;
      for (const mark of [...marks].reverse()) {
        mark.append(outer);
        holder ??= mark;
        outer = mark;
      }
      el.append(outer);
      previous = { key, inner: holder };
    }
    el.normalize();
  }
}

function sortAttributes(root: Element): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const attrs = Array.from(el.attributes)
      .map((a) => [a.name, a.name === 'class' ? a.value.split(/\s+/).sort().join(' ') : a.value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attrs) el.removeAttribute(name);
    for (const [name, value] of attrs) el.setAttribute(name, value);
  }
}

function dropTrailingEmptyParagraphs(root: Element): void {
  for (let last = root.lastElementChild; last; last = root.lastElementChild) {
    if (last.tagName !== 'P' || last.attributes.length || last.childNodes.length) return;
    last.remove();
  }
}

export function canonicalArticleHtml(html: string, doc: Document = document): string {
  const root = doc.createElement('div');
  root.innerHTML = html;
  collapseWhitespace(root);
  implicitParagraphs(root);
  trimBlockEdges(root);
  inlineRuns(root);
  sortAttributes(root);
  dropTrailingEmptyParagraphs(root);
  return root.innerHTML;
}
