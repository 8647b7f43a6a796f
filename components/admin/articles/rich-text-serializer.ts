import { DOMSerializer, type DOMOutputSpec, type Fragment, type Node, type Schema } from '@tiptap/pm/model';
import { ALLOWED_ATTRIBUTES, ALLOWED_CLASS, ALLOWED_TAGS, prefixId, relFor } from '@/lib/sanitize-html';

const TAGS: ReadonlySet<string> = new Set(ALLOWED_TAGS);
const ATTRIBUTES: ReadonlySet<string> = new Set(ALLOWED_ATTRIBUTES);

/**
 * The editor's output as the sanitizer would leave it: the allowlist's attributes only, ids prefixed and
 * in-page links pointing at the prefixed ids, no distrust rel on a link to this site (lib/sanitize-html).
 */
function allowedAttributes(tag: string, attrs: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  const ordered = Object.entries(attrs).sort(([a], [b]) => orderOf(a) - orderOf(b));
  for (const [name, value] of ordered) {
    if (!ATTRIBUTES.has(name) || value === null || value === undefined || value === '') continue;
    const text = String(value);
    if (name === 'class') {
      const classes = text.split(/\s+/).filter((c) => ALLOWED_CLASS.test(c));
      if (classes.length) kept.class = classes.join(' ');
    } else if (name === 'id') {
      const id = prefixId(text);
      if (id) kept.id = id;
    } else if (name === 'href' && /^\s*#./.test(text)) kept.href = '#' + prefixId(text.trim().slice(1));
    else kept[name] = text;
  }
  if (tag === 'a' && kept.rel) {
    const rel = relFor(kept.rel, kept.href ?? '');
    if (rel) kept.rel = rel;
    else delete kept.rel;
  }
  return kept;
}

/**
 * One attribute order for everything the editor writes, the one people (and the demo articles) write in:
 * `<a href target rel>`, `<img src alt>`, a footnote's `<a href id>`. TipTap's own order follows its
 * extensions' declarations, which put `target` before `href`.
 */
const ATTRIBUTE_ORDER = ['href', 'src', 'alt', 'title', 'target', 'rel', 'id', 'class'];
const orderOf = (name: string) => {
  const index = ATTRIBUTE_ORDER.indexOf(name);
  return index < 0 ? ATTRIBUTE_ORDER.length : index;
};

function isAttrs(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !('nodeType' in value);
}

type ElementSpec = readonly [string, ...unknown[]];

function isElementSpec(value: unknown): value is ElementSpec {
  return Array.isArray(value) && typeof value[0] === 'string';
}

/** Whether a spec holds ProseMirror's content hole (0) anywhere below it. */
function holdsContent(spec: ElementSpec): boolean {
  return spec.slice(1).some((child) => child === 0 || (isElementSpec(child) && holdsContent(child)));
}

function restrictElement(spec: ElementSpec, marker?: string): ElementSpec | null {
  const [tag, first, ...others] = spec;
  const allowed = TAGS.has(tag);
  if (!allowed && !holdsContent(spec)) return null;
  const children = isAttrs(first) ? others : spec.slice(1);
  const kept: unknown[] = [];
  for (const child of children) {
    if (!isElementSpec(child)) kept.push(child);
    else {
      const restricted = restrictElement(child);
      if (restricted) kept.push(restricted);
    }
  }
  const attrs = isAttrs(first) ? allowedAttributes(tag, first) : {};
  if (marker) attrs[MARKER] = marker;
  return [allowed ? tag : 'div', attrs, ...kept];
}

/**
 * How an element is to be written where the model alone cannot say (rich-text-nodes.ts): carried on the
 * element as this attribute while the fragment is built, acted on and removed by `writeAsLoaded`.
 */
const MARKER = 'data-article-form';

function markerOf(node: Node): string | undefined {
  const forms: string[] = [];
  if (node.attrs.tight === true || node.attrs.bare === true) forms.push('tight');
  if (node.attrs.head === true) forms.push('head');
  if (node.attrs.plainCells === true) forms.push('plain-cells');
  if (node.attrs.inParagraph === true) forms.push('in-paragraph');
  return forms.length ? forms.join(' ') : undefined;
}

/**
 * An output spec cut down to the allowlist: attributes outside it go (table `style`, cell `colspan`,
 * image `width`), and elements outside it go with their children (the table's `<colgroup>`). An element
 * that holds the content hole is never dropped; outside the allowlist it becomes a `div`.
 */
function restrictSpec(spec: DOMOutputSpec, marker?: string): DOMOutputSpec {
  if (!isElementSpec(spec)) return spec;
  return restrictElement(spec, marker) ?? ['span', 0];
}

const serializers = new WeakMap<Schema, DOMSerializer>();

function allowlistSerializer(schema: Schema): DOMSerializer {
  const cached = serializers.get(schema);
  if (cached) return cached;
  const base = DOMSerializer.fromSchema(schema);
  const nodes = Object.fromEntries(
    Object.entries(base.nodes).map(([name, toDOM]) => [
      name,
      (node: Node) => restrictSpec(toDOM(node), markerOf(node)),
    ]),
  );
  const marks = Object.fromEntries(
    Object.entries(base.marks).map(([name, toDOM]) => [
      name,
      (mark: Parameters<typeof toDOM>[0], inline: boolean) => restrictSpec(toDOM(mark, inline)),
    ]),
  );
  const serializer = new DOMSerializer(nodes, marks);
  serializers.set(schema, serializer);
  return serializer;
}

const onlyChildParagraph = (el: Element): Element | null => {
  const [only] = el.childNodes;
  return el.childNodes.length === 1 &&
    only instanceof Element &&
    only.tagName === 'P' &&
    !only.attributes.length
    ? only
    : null;
};

function unwrap(el: Element): void {
  el.replaceWith(...Array.from(el.childNodes));
}

/** A leading paragraph, when it is its holder's only one: `<li>x<ul>…</ul></li>`, `<blockquote>x</blockquote>`. */
function tightParagraph(li: Element): Element | null {
  const first = li.firstElementChild;
  if (li.firstChild !== first || first?.tagName !== 'P' || first.attributes.length) return null;
  return Array.from(li.children).filter((c) => c.tagName === 'P').length === 1 ? first : null;
}

/** Leading rows whose every cell is a header go into a `<thead>`. */
function headerRows(table: Element): void {
  const body = Array.from(table.children).find((c) => c.tagName === 'TBODY');
  if (!body) return;
  const rows: Element[] = [];
  for (const row of Array.from(body.children)) {
    const cells = Array.from(row.children);
    if (!cells.length || !cells.every((c) => c.tagName === 'TH')) break;
    rows.push(row);
  }
  if (!rows.length) return;
  const head = table.ownerDocument.createElement('thead');
  head.append(...rows);
  body.before(head);
  if (!body.children.length) body.remove();
}

/** The forms `markerOf` noted, written out; the markers go. */
function writeAsLoaded(root: Element): void {
  for (const el of Array.from(root.querySelectorAll(`[${MARKER}]`))) {
    const forms = new Set(el.getAttribute(MARKER)?.split(' '));
    el.removeAttribute(MARKER);
    if (forms.has('tight')) {
      // A list's items, or the blockquote itself.
      const holders = el.tagName === 'BLOCKQUOTE' ? [el] : Array.from(el.children);
      for (const holder of holders) {
        const p = tightParagraph(holder);
        if (p) unwrap(p);
      }
    }
    if (forms.has('head')) headerRows(el);
    if (forms.has('plain-cells'))
      for (const cell of Array.from(el.querySelectorAll('td, th'))) {
        if (cell.closest('table') !== el) continue;
        const p = onlyChildParagraph(cell);
        if (p) unwrap(p);
      }
    if (forms.has('in-paragraph')) {
      const p = el.ownerDocument.createElement('p');
      el.replaceWith(p);
      p.append(el);
    }
  }
}

/** The empty paragraph TipTap keeps at the end (so the caret can go after a table) is not content. */
function withoutTrailingEmptyParagraphs(root: Element): void {
  for (let last = root.lastChild; last; last = root.lastChild) {
    if (
      !(last instanceof Element) ||
      last.tagName !== 'P' ||
      last.attributes.length ||
      last.childNodes.length
    )
      return;
    last.remove();
  }
}

/** The document as article HTML, inside the spec.md "Article HTML allowlist" allowlist by construction. */
export function articleHtml(content: Fragment, schema: Schema, doc: Document): string {
  const container = doc.createElement('div');
  container.appendChild(allowlistSerializer(schema).serializeFragment(content, { document: doc }));
  writeAsLoaded(container);
  withoutTrailingEmptyParagraphs(container);
  return container.innerHTML;
}
