// @ts-check
// The sanitizer worker's two parse5 checks (lib/sanitize-html-worker.mjs, docs/adr/0079): plain JavaScript
// for the same reason as the sanitizer itself, and apart from the worker so that tests can run them.
import { defaultTreeAdapter, parse, parseFragment, serialize } from 'parse5';

/** Thrown by the counting tree adapter as soon as an element lands deeper than the limit. */
class TooDeep extends Error {}

/**
 * parse5's plain-object tree, except that attaching an element deeper than `limit` (counted from the
 * body's children) stops the parse at once: a megabyte of `<div>` is refused after about a hundred
 * tags instead of being built, and parse5's scope checks (which walk the open elements) never see a
 * deep stack. Text is attached by the default adapter directly; the exact walk below counts it.
 *
 * @param {number} limit
 * @returns {typeof defaultTreeAdapter}
 */
function countingAdapter(limit) {
  /** @param {any} node */
  const depthOf = (node) => {
    let depth = -3; // document, html and body come before the body's first child (depth 1)
    for (let n = node; n && depth <= limit; n = n.parentNode) depth += 1;
    return depth;
  };
  return {
    ...defaultTreeAdapter,
    appendChild(parent, node) {
      defaultTreeAdapter.appendChild(parent, node);
      if (depthOf(node) > limit) throw new TooDeep();
    },
    insertBefore(parent, node, reference) {
      defaultTreeAdapter.insertBefore(parent, node, reference);
      if (depthOf(node) > limit) throw new TooDeep();
    },
  };
}

/**
 * Whether the browser's parser nests `html` deeper than `limit` (html and body not counted). parse5 is
 * the parser jsdom uses, so this is the tree DOMPurify would walk. The adapter stops early on deep
 * bodies; the walk then settles the exact depth (text counted, subtrees the parser moved after they
 * were attached), in time linear in the tree.
 *
 * @param {string} html
 * @param {number} limit
 */
export function nestsDeeperThan(html, limit) {
  let document;
  try {
    document = parse(html, { treeAdapter: countingAdapter(limit) });
  } catch (err) {
    if (err instanceof TooDeep) return true;
    throw err;
  }
  /** @type {{ node: any; depth: number }[]} */
  const stack = [{ node: document, depth: -2 }];
  while (stack.length > 0) {
    const { node, depth } = /** @type {{ node: any; depth: number }} */ (stack.pop());
    if (depth > limit) return true;
    for (const child of node.childNodes ?? []) stack.push({ node: child, depth: depth + 1 });
    if (node.content) stack.push({ node: node.content, depth });
  }
  return false;
}

/**
 * Whether clean HTML parses back into the tree it was serialized from (docs/adr/0079): parse5 is the
 * parser and serializer jsdom uses, and a tree of allowed elements and attributes that reads back as
 * the same markup is what a second DOMPurify pass would return unchanged, at a tenth of its cost.
 *
 * @param {string} html
 */
export function parsesBackTheSame(html) {
  return serialize(parseFragment(html)) === html;
}
