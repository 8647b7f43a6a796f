import { ID_PREFIX } from '@/lib/sanitize-html';

/**
 * Word's footnotes and endnotes in clipboard HTML, as working article footnotes (docs/adr/0091).
 *
 * Word links a reference and its note both ways by `name` anchors: in the text
 * `<a href="#_ftn1" name="_ftnref1">[1]</a>`, in the note list (`<div style="mso-element:footnote-list">`)
 * `<div id="ftn1"><p><a href="#_ftnref1" name="_ftn1">[1]</a> The note.</p></div>`. The article allowlist
 * has no `name`, so the links pointed nowhere. Here a reference becomes
 * `<sup><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup>` and the notes an `<ol>` of
 * `<li id="user-content-fn-1"><p>The note. <a href="#user-content-fnref-1">↩</a></p></li>` after a rule,
 * the shape GitHub gives Markdown footnotes; ids carry the sanitizer's prefix already, so saving changes
 * nothing.
 */

const KINDS = [
  { word: 'ftn', id: 'fn', list: 'footnote-list' },
  { word: 'edn', id: 'en', list: 'endnote-list' },
] as const;

/** The note ids this module writes: the paste cleanup keeps these ids and drops every other. */
export const NOTE_ID = new RegExp(`^${ID_PREFIX}(?:fn|en)(?:ref)?-\\d+$`);

const noteId = (kind: (typeof KINDS)[number], n: string) => `${ID_PREFIX}${kind.id}-${n}`;
const refId = (kind: (typeof KINDS)[number], n: string) => `${ID_PREFIX}${kind.id}ref-${n}`;

function listOf(root: Element, kind: (typeof KINDS)[number]): Element | null {
  return (
    Array.from(root.querySelectorAll('div')).find((div) =>
      new RegExp(`mso-element:\\s*${kind.list}`, 'i').test(div.getAttribute('style') ?? ''),
    ) ?? null
  );
}

function convertKind(root: Element, kind: (typeof KINDS)[number]): void {
  const doc = root.ownerDocument;
  const list = listOf(root, kind);
  const ol = doc.createElement('ol');
  // The notes first: each note's own back-link anchor (`href="#_ftnref1"`) marks its paragraph.
  for (const back of Array.from(list?.querySelectorAll(`a[href^="#_${kind.word}ref"]`) ?? [])) {
    const n = /(\d+)$/.exec(back.getAttribute('href') ?? '')?.[1];
    const note = back.closest(`div:not([style*="${kind.list}"])`) ?? back.parentElement;
    if (!n || !note) continue;
    back.remove();
    const li = doc.createElement('li');
    li.setAttribute('id', noteId(kind, n));
    li.append(...Array.from(note.childNodes));
    const last = Array.from(li.querySelectorAll('p')).pop() ?? li;
    const link = doc.createElement('a');
    link.setAttribute('href', `#${refId(kind, n)}`);
    link.textContent = '↩';
    last.append(' ', link);
    ol.append(li);
  }
  for (const ref of Array.from(root.querySelectorAll(`a[href^="#_${kind.word}"]`))) {
    const n = new RegExp(`^#_${kind.word}(\\d+)$`).exec(ref.getAttribute('href') ?? '')?.[1];
    if (!n) continue;
    const sup = doc.createElement('sup');
    const link = doc.createElement('a');
    link.setAttribute('href', `#${noteId(kind, n)}`);
    link.setAttribute('id', refId(kind, n));
    link.textContent = n;
    sup.append(link);
    ref.replaceWith(sup);
  }
  if (!list) return;
  if (ol.children.length) list.replaceWith(doc.createElement('hr'), ol);
  else list.remove();
}

/** Word's footnote and endnote references and lists as linked article footnotes. */
export function convertOfficeNotes(root: Element): void {
  for (const kind of KINDS) convertKind(root, kind);
}
