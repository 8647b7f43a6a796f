import { Extension, type AnyExtension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { DOMSerializer, type DOMOutputSpec, type Fragment, type Schema } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { ALLOWED_ATTRIBUTES, ALLOWED_CLASS, ALLOWED_TAGS } from '@/lib/sanitize-html';

/**
 * The editor's schema: only nodes and marks whose HTML is in the spec.md "Article HTML allowlist" allowlist. A ProseMirror
 * schema drops whatever it has no node for when HTML is loaded, so the editor is itself an allowlist;
 * strike-through and horizontal rules (no <s>, no <hr> in spec.md "Article HTML allowlist") are left out.
 */
/**
 * Tab and Shift+Tab indent and outdent inside a list, always: the list item's own shortcut gives up on an
 * item that cannot move (the first of its list), and the browser then took the focus out of the editor.
 * Outside lists (and in tables, which move between cells) Tab keeps its usual meaning.
 */
const ListIndent = Extension.create({
  name: 'listIndent',
  priority: 50,
  addKeyboardShortcuts() {
    const inList = () => this.editor.isActive('listItem') && !this.editor.isActive('table');
    return {
      Tab: () => (inList() ? (this.editor.commands.sinkListItem('listItem'), true) : false),
      'Shift-Tab': () => (inList() ? (this.editor.commands.liftListItem('listItem'), true) : false),
    };
  },
});

export const ARTICLE_EXTENSIONS: AnyExtension[] = [
  StarterKit.configure({
    strike: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
  ListIndent,
];

const TAGS: ReadonlySet<string> = new Set(ALLOWED_TAGS);
const ATTRIBUTES: ReadonlySet<string> = new Set(ALLOWED_ATTRIBUTES);

function allowedAttributes(attrs: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (!ATTRIBUTES.has(name) || value === null || value === undefined || value === '') continue;
    const text = String(value);
    if (name === 'class') {
      const classes = text.split(/\s+/).filter((c) => ALLOWED_CLASS.test(c));
      if (classes.length) kept.class = classes.join(' ');
    } else kept[name] = text;
  }
  return kept;
}

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

function restrictElement(spec: ElementSpec): ElementSpec | null {
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
  return [allowed ? tag : 'div', isAttrs(first) ? allowedAttributes(first) : {}, ...kept];
}

/**
 * An output spec cut down to the allowlist: attributes outside it go (table `style`, cell `colspan`,
 * image `width`), and elements outside it go with their children (the table's `<colgroup>`). An element
 * that holds the content hole is never dropped; outside the allowlist it becomes a `div`.
 */
function restrictSpec(spec: DOMOutputSpec): DOMOutputSpec {
  if (!isElementSpec(spec)) return spec;
  return restrictElement(spec) ?? ['span', 0];
}

const serializers = new WeakMap<Schema, DOMSerializer>();

function allowlistSerializer(schema: Schema): DOMSerializer {
  const cached = serializers.get(schema);
  if (cached) return cached;
  const base = DOMSerializer.fromSchema(schema);
  const nodes = Object.fromEntries(
    Object.entries(base.nodes).map(([name, toDOM]) => [
      name,
      (node: Parameters<typeof toDOM>[0]) => restrictSpec(toDOM(node)),
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

/** The document as article HTML, inside the spec.md "Article HTML allowlist" allowlist by construction. */
export function articleHtml(content: Fragment, schema: Schema, doc: Document): string {
  const container = doc.createElement('div');
  container.appendChild(allowlistSerializer(schema).serializeFragment(content, { document: doc }));
  return container.innerHTML;
}
