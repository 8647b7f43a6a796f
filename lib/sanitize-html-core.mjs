// @ts-check
// Plain JavaScript so that the sanitizer worker (lib/sanitize-html-worker.mjs, docs/adr/0032) can load
// it at run time outside Next's bundle; TypeScript code imports it through lib/sanitize-html.ts.
import { addHook, clearWindow, sanitize } from 'isomorphic-dompurify';
import { relFor } from './sanitize-html-links.mjs';

/**
 * The version of what this file (and the checks and links it uses) keeps. Stored with every cleaned body
 * (blog_articles.content_sanitizer_version): a body stored under an older version is cleaned again once,
 * on its next read (docs/adr/0096). Bump it with every change to the allowlist or the cleaning;
 * tests/unit/blog/sanitizer-version.test.ts fails until you do.
 */
export const SANITIZER_VERSION = 1;

/**
 * spec.md "Article HTML allowlist": the only tags an article body may contain; issue 33 added
 * superscript, subscript, strike-through, the horizontal rule and figures with captions (docs/adr/0091).
 */
export const ALLOWED_TAGS = /** @type {const} */ ([
  'p',
  'br',
  'strong',
  'em',
  'u',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
  'div',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'pre',
  'code',
  'sup',
  'sub',
  's',
  'hr',
  'figure',
  'figcaption',
]);

/** spec.md "Article HTML allowlist": the only attributes; data-* and aria-* are refused too. */
export const ALLOWED_ATTRIBUTES = /** @type {const} */ ([
  'href',
  'src',
  'alt',
  'title',
  'class',
  'id',
  'target',
  'rel',
]);

// DOMPurify tests every allowed attribute's value against this: http(s), mailto and tel links, or a
// value with no scheme at all (a path, '#anchor', '_blank', 'noopener'). javascript:, vbscript: and
// every other scheme are dropped with the attribute.
let hookInstalled = false;

const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * Ids in an article share the page's namespace: `<div id="__next_f">` breaks hydration and an id can
 * shadow a global (DOM clobbering). Every id gets this prefix, and in-page links (`href="#x"`) are
 * rewritten to match, as GitHub does for READMEs. Idempotent: a prefixed value is left as it is.
 */
export const ID_PREFIX = 'user-content-';

/**
 * The class names an article may carry (docs/adr/0008). The article styles
 * (components/blog/article-view.tsx) style elements, not classes, so no site utility class
 * (`fixed inset-0 z-50`) has any business in a body; only `language-*` on code survives, the
 * convention editors and highlighters use, which no site stylesheet matches, and the three image
 * alignments WordPress writes (`alignleft`, `aligncenter`, `alignright`, docs/adr/0091), which the
 * article styles give a meaning and no Tailwind utility is named.
 */
export const ALLOWED_CLASS = /^(?:language-[a-z0-9+#_-]{1,32}|align(?:left|center|right))$/i;

/**
 * An id as the article keeps it: prefixed once, `''` when blank.
 * @param {string} value
 */
export function prefixId(value) {
  const id = value.trim();
  if (!id) return '';
  return id.startsWith(ID_PREFIX) ? id : ID_PREFIX + id;
}

function installHook() {
  if (hookInstalled) return;
  addHook('uponSanitizeAttribute', (_node, data) => {
    const value = data.attrValue;
    // DOMPurify lets data: URIs through on the URL attributes of <img> (src, and href too) whatever the
    // regexp says; bodies carry no inline images or data links.
    if ((data.attrName === 'src' || data.attrName === 'href') && /^\s*data:/i.test(value))
      data.keepAttr = false;
    if (data.attrName === 'id') {
      data.attrValue = prefixId(value);
      if (!data.attrValue) data.keepAttr = false;
    }
    if (data.attrName === 'href' && value.trim().startsWith('#') && value.trim().length > 1) {
      data.attrValue = '#' + prefixId(value.trim().slice(1));
    }
    if (data.attrName === 'class') {
      data.attrValue = value
        .split(/\s+/)
        .filter((c) => ALLOWED_CLASS.test(c))
        .join(' ');
      if (!data.attrValue) data.keepAttr = false;
    }
  });
  // Search engines read nofollow (sponsored, ugc) on a link to our own site as "do not trust this page".
  addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const rel = node.getAttribute('rel');
    if (!rel) return;
    const kept = relFor(rel, node.getAttribute('href') ?? '');
    if (kept === rel) return;
    if (kept) node.setAttribute('rel', kept);
    else node.removeAttribute('rel');
  });
  hookInstalled = true;
}

// isomorphic-dompurify keeps one jsdom window per process, and jsdom keeps every document parsed in a
// window until the window is closed (about 30 KB a body). Renewing it frees the old one once the event
// loop turns; tests/security/sanitizer-memory.test.ts holds the heap flat (162 MB growth without).
const CALLS_BEFORE_WINDOW_RESET = 500;
let calls = 0;

/**
 * THE sanitizer for article HTML (spec.md "Article HTML allowlist" allowlist), used when an article is saved and again when
 * it is rendered, so content written before a rule change is still safe. On the server it runs in
 * the worker pool (lib/server/tasks/sanitize-pool.ts, docs/adr/0032), never on the request thread.
 *
 * `parsesBackTheSame`, when given, tells cheaply whether clean HTML reads back as the same tree; the
 * worker passes a parse5 round trip (docs/adr/0079), which spares a second DOMPurify pass over jsdom
 * (half the cost of a long body). Without it the second pass always runs.
 *
 * @param {string} dirty
 * @param {(html: string) => boolean} [parsesBackTheSame]
 * @returns {string}
 */
export function sanitizeHtml(dirty, parsesBackTheSame) {
  // Serialized HTML can parse back into another tree (an <img> left inside <table> is moved out of it:
  // mXSS by re-parsing), so a second pass runs on what the browser will see, until nothing changes.
  let clean = withoutIs(sanitizeOnce(dirty));
  for (let pass = 0; pass < MAX_EXTRA_PASSES; pass++) {
    if (parsesBackTheSame?.(clean)) break;
    const again = withoutIs(sanitizeOnce(clean));
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

const MAX_EXTRA_PASSES = 3;

/**
 * DOMPurify cannot remove `is` (an element's customized built-in name) and leaves it empty instead,
 * `<p is="">`; spec.md "Article HTML allowlist" does not allow the attribute, so it goes from the markup. Only inside a start tag:
 * text cannot hold a raw `<`, and quotes inside attribute values are serialized as &quot;.
 */
/** @param {string} html */
function withoutIs(html) {
  return html.replace(START_TAG, (tag) => tag.split(' is=""').join(''));
}

// A serialized start tag: attributes are name="value" with every quote inside a value written &quot;,
// so `is=""` inside one is always the attribute. Each part has one way to match, so this runs in time
// linear in the tag (the lazy `[^<>]*?\s+is=""` it replaces was quadratic in a run of spaces: an
// attribute of 60,000 spaces took 3.4 s).
const START_TAG = /<[a-z][a-z0-9]*(?:\s+[^\s=>"/]+(?:="[^"]*")?)*\s*\/?>/gi;

/** @param {string} dirty */
function sanitizeOnce(dirty) {
  calls += 1;
  if (calls >= CALLS_BEFORE_WINDOW_RESET) {
    calls = 0;
    clearWindow();
    hookInstalled = false;
  }
  installHook();
  return sanitize(dirty, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: SAFE_URI,
    // Keep the text of removed wrappers (e.g. <font>) but never the content of script/style/iframe.
    KEEP_CONTENT: true,
    FORBID_CONTENTS: [
      'script',
      'style',
      'iframe',
      'svg',
      'math',
      'noscript',
      'template',
      'object',
      'embed',
      'textarea',
      'title',
      'select',
    ],
  });
}
