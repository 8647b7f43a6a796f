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
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

// DOMPurify lets data: URIs through on <img src> whatever the regexp says; bodies carry no inline images.
let hookInstalled = false;
function installHook(): void {
  if (hookInstalled) return;
  addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'src' && /^\s*data:/i.test(data.attrValue)) data.keepAttr = false;
  });
  hookInstalled = true;
}

// isomorphic-dompurify keeps one jsdom window per process; it grows with use, so renew it now and then.
const CALLS_BEFORE_WINDOW_RESET = 500;
let calls = 0;

/**
 * THE sanitizer for article HTML (SPEC 5 allowlist), used when an article is saved and again when
 * it is rendered, so content written before a rule change is still safe.
 */
export function sanitizeHtml(dirty: string): string {
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
