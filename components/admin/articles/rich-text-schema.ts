import { Extension, type AnyExtension } from '@tiptap/core';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import {
  ArticleAttributes,
  ArticleImage,
  Figcaption,
  Figure,
  Subscript,
  Superscript,
} from './rich-text-nodes';

export { articleHtml } from './rich-text-serializer';

/**
 * The editor's schema: only nodes and marks whose HTML is in the spec.md "Article HTML allowlist" allowlist
 * (with issue 33's additions, docs/adr/0091). A ProseMirror schema drops whatever it has no node for when
 * HTML is loaded, so the editor is itself an allowlist.
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
    // A link opens where it is and is trusted unless the editor says otherwise (the link dialog).
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  ArticleImage,
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
  Superscript,
  Subscript,
  Figure,
  Figcaption,
  ArticleAttributes,
  ListIndent,
];
