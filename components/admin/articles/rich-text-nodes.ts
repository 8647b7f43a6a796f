import { Extension, Mark, Node, mergeAttributes } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { NodeSelection, type EditorState } from '@tiptap/pm/state';

/**
 * The article's own marks, nodes and attributes beyond TipTap's stock ones (docs/adr/0091): superscript and
 * subscript, figures with captions, ids (footnote anchors), image alignment, and what the loaded HTML looked
 * like where the model alone cannot tell (`<li>x</li>` or `<li><p>x</p></li>`, `<thead>` or not, an image
 * in its own paragraph), so that the editor writes back the HTML it was given.
 */

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    superscript: { toggleSuperscript: () => ReturnType };
    subscript: { toggleSubscript: () => ReturnType };
    articleAlign: { setAlign: (align: Align | null) => ReturnType };
  }
}

export type Align = 'left' | 'center' | 'right';
export const ALIGNS: readonly Align[] = ['left', 'center', 'right'];
const ALIGN_CLASS = /(?:^|\s)align(left|center|right)(?:\s|$)/;

// Above the link's 1000: a footnote reference is written `<sup><a …>1</a></sup>`, as Word and GitHub do.
const SCRIPT_PRIORITY = 1001;

function scriptMark(name: 'superscript' | 'subscript', tag: 'sup' | 'sub', other: string) {
  return Mark.create({
    name,
    priority: SCRIPT_PRIORITY,
    excludes: other,
    parseHTML: () => [
      { tag },
      {
        style: 'vertical-align',
        getAttrs: (value) => (value === (tag === 'sup' ? 'super' : 'sub') ? null : false),
      },
    ],
    renderHTML: ({ HTMLAttributes }) => [tag, HTMLAttributes, 0],
  });
}

export const Superscript = scriptMark('superscript', 'sup', 'subscript').extend({
  addCommands() {
    return {
      toggleSuperscript:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-.': () => this.editor.commands.toggleSuperscript() };
  },
});

export const Subscript = scriptMark('subscript', 'sub', 'superscript').extend({
  addCommands() {
    return {
      toggleSubscript:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-,': () => this.editor.commands.toggleSubscript() };
  },
});

/** `<figure>`: an image and, if it has one, its caption. */
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'image figcaption?',
  draggable: true,
  isolating: true,
  parseHTML: () => [{ tag: 'figure' }],
  renderHTML: ({ HTMLAttributes }) => ['figure', mergeAttributes(HTMLAttributes), 0],
});

export const Figcaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  marks: '_',
  defining: true,
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: ({ HTMLAttributes }) => ['figcaption', mergeAttributes(HTMLAttributes), 0],
});

/** The element types that keep an `id` (footnotes, in-page anchors); the sanitizer prefixes them. */
const WITH_ID = [
  'paragraph',
  'heading',
  'blockquote',
  'bulletList',
  'orderedList',
  'listItem',
  'codeBlock',
  'image',
  'table',
  'tableRow',
  'tableHeader',
  'tableCell',
  'horizontalRule',
  'figure',
  'figcaption',
  'link',
];

const hasChildParagraph = (el: Element) => Array.from(el.children).some((c) => c.tagName === 'P');

/** Whether no `<li>` of this list holds a `<p>`: such a list is written back the same way. */
function isTight(list: HTMLElement): boolean {
  return Array.from(list.children).every((li) => li.tagName !== 'LI' || !hasChildParagraph(li));
}

const rowsOf = (table: HTMLElement) =>
  Array.from(table.children).flatMap((part) =>
    part.tagName === 'TR' ? [part] : Array.from(part.children).filter((r) => r.tagName === 'TR'),
  );

/** Whether no cell of this table holds a `<p>` (cells written `<td>x</td>`). */
function hasPlainCells(table: HTMLElement): boolean {
  return rowsOf(table).every((row) => Array.from(row.children).every((cell) => !hasChildParagraph(cell)));
}

/** A paragraph that holds one image and nothing else (`<p><img></p>`, as many CMSs write one). */
function isImageParagraph(p: HTMLElement): boolean {
  if (p.tagName !== 'P' || p.attributes.length) return false;
  const images = Array.from(p.children);
  if (images.length !== 1 || images[0]?.tagName !== 'IMG') return false;
  return Array.from(p.childNodes).every((n) => n.nodeType === 1 || !n.textContent?.trim());
}

const isAloneInParagraph = (img: HTMLElement) => !!img.parentElement && isImageParagraph(img.parentElement);

/**
 * The article's image: a block, as before. `<p><img></p>` is read as the image alone (not an empty
 * paragraph and the image after it), and written back in its paragraph (`inParagraph`).
 */
export const ArticleImage = Image.extend({
  parseHTML() {
    return [
      { tag: 'p', priority: 60, skip: true, getAttrs: (el) => (isImageParagraph(el) ? null : false) },
      ...(this.parent?.() ?? []),
    ];
  },
}).configure({ inline: false, allowBase64: false });

/**
 * Attributes the serializer reads (rich-text-serializer.ts) but that never reach the HTML as themselves:
 * `renderHTML` gives nothing; they only say how to write the element.
 */
const hidden = <T>(defaultValue: T, parse: (el: HTMLElement) => T) => ({
  default: defaultValue,
  parseHTML: parse,
  renderHTML: () => ({}),
});

/** Whether the selection is a figure or lies inside one (its image or its caption). */
export function isInFigure(state: EditorState): boolean {
  const { selection } = state;
  if (selection instanceof NodeSelection && selection.node.type.name === 'figure') return true;
  const { $from } = selection;
  for (let depth = $from.depth; depth > 0; depth--) if ($from.node(depth).type.name === 'figure') return true;
  return false;
}

export const ArticleAttributes = Extension.create({
  name: 'articleAttributes',
  addGlobalAttributes() {
    return [
      {
        types: WITH_ID,
        attributes: {
          id: {
            default: null,
            parseHTML: (el) => el.getAttribute('id') || null,
            renderHTML: (attrs) => (attrs.id ? { id: attrs.id } : {}),
          },
        },
      },
      {
        types: ['image', 'figure'],
        attributes: {
          align: {
            default: null,
            parseHTML: (el) => ALIGN_CLASS.exec(el.getAttribute('class') ?? '')?.[1] ?? null,
            renderHTML: (attrs) => (attrs.align ? { class: `align${attrs.align}` } : {}),
          },
        },
      },
      // New lists, tables and images are written the plain way; loaded ones the way they came.
      { types: ['bulletList', 'orderedList'], attributes: { tight: hidden(true, isTight) } },
      { types: ['blockquote'], attributes: { bare: hidden(false, (el) => !hasChildParagraph(el)) } },
      {
        types: ['table'],
        attributes: {
          head: hidden(true, (el) => Array.from(el.children).some((c) => c.tagName === 'THEAD')),
          plainCells: hidden(true, hasPlainCells),
        },
      },
      { types: ['image'], attributes: { inParagraph: hidden(false, isAloneInParagraph) } },
    ];
  },
  addCommands() {
    return {
      setAlign:
        (align) =>
        ({ state, commands }) =>
          // An image in a figure is aligned with its caption: the figure carries the class.
          commands.updateAttributes(isInFigure(state) ? 'figure' : 'image', { align }),
    };
  },
});
