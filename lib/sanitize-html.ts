import { addHook, clearWindow, sanitize } from 'isomorphic-dompurify';

/** SPEC 5: the only tags an article body may contain. */
export const ALLOWED_TAGS = [
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
] as const;

/** SPEC 5: the only attributes; data-* and aria-* are refused too. */
export const ALLOWED_ATTRIBUTES = ['href', 'src', 'alt', 'title', 'class', 'id', 'target', 'rel'] as const;

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
const ID_PREFIX = 'user-content-';

/**
 * The class names an article may carry (docs/decisions.md). The article styles
 * (components/blog/article-view.tsx) style elements, not classes, so no site utility class
 * (`fixed inset-0 z-50`) has any business in a body; only `language-*` on code survives, the
 * convention editors and highlighters use, which no site stylesheet matches.
 */
export const ALLOWED_CLASS = /^language-[a-z0-9+#_-]{1,32}$/i;

function prefixId(value: string): string {
  const id = value.trim();
  if (!id) return '';
  return id.startsWith(ID_PREFIX) ? id : ID_PREFIX + id;
}

function installHook(): void {
  if (hookInstalled) return;
  addHook('uponSanitizeAttribute', (_node, data) => {
    const value = data.attrValue;
    // DOMPurify lets data: URIs through on <img src> whatever the regexp says; bodies carry no inline images.
    if (data.attrName === 'src' && /^\s*data:/i.test(value)) data.keepAttr = false;
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
  hookInstalled = true;
}

// isomorphic-dompurify keeps one jsdom window per process, and jsdom keeps every document parsed in a
// window until the window is closed (about 30 KB a body). Renewing it frees the old one once the event
// loop turns; tests/security/sanitizer-memory.test.ts holds the heap flat (162 MB growth without).
const CALLS_BEFORE_WINDOW_RESET = 500;
let calls = 0;

/**
 * THE sanitizer for article HTML (SPEC 5 allowlist), used when an article is saved and again when
 * it is rendered, so content written before a rule change is still safe.
 */
export function sanitizeHtml(dirty: string): string {
  // Serialized HTML can parse back into another tree (an <img> left inside <table> is moved out of it:
  // mXSS by re-parsing), so a second pass runs on what the browser will see, until nothing changes.
  let clean = withoutIs(sanitizeOnce(dirty));
  for (let pass = 0; pass < MAX_EXTRA_PASSES; pass++) {
    const again = withoutIs(sanitizeOnce(clean));
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

const MAX_EXTRA_PASSES = 3;

/**
 * DOMPurify cannot remove `is` (an element's customized built-in name) and leaves it empty instead,
 * `<p is="">`; SPEC 5 does not allow the attribute, so it goes from the markup. Only inside a start tag:
 * text cannot hold a raw `<`, and quotes inside attribute values are serialized as &quot;.
 */
function withoutIs(html: string): string {
  return html.replace(/(<[a-z][a-z0-9]*\b[^<>]*?)\s+is=""/gi, '$1');
}

function sanitizeOnce(dirty: string): string {
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
