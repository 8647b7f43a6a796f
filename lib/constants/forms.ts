/** Public forms and request bodies: field limits, rate limits, honeypot. One source of truth: import from here, never repeat a value. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** An article save carries the whole body (docs/adr/0032: the sanitizer's cost is bounded off the request thread). */
export const ARTICLE_CONTENT_MAX_BYTES = 1024 * 1024;
/**
 * The save's JSON around a body of ARTICLE_CONTENT_MAX_BYTES: JSON escapes every quote of the HTML
 * (`class="x"` → `class=\"x\"`), so a full megabyte of HTML needs room for its escapes and the other
 * fields (docs/adr/0041).
 */
export const ARTICLE_JSON_BODY_BYTES = 2 * ARTICLE_CONTENT_MAX_BYTES;
/** Said by the 413 and by the content field's check, so the editor can show it next to the content. */
export const ARTICLE_TOO_LARGE_MESSAGE =
  'The article is too large to save: its content can be at most 1 MB of HTML';
/** Public form limits (docs/adr/0018; docs/spec.md "Early access, contact and newsletter"). */
export const FORM_NAME_MAX = 100;
export const FORM_MESSAGE_MAX = 5000;
export const FORM_EMAIL_MAX = 254;
/**
 * Posts per client address and form within the window; bots beyond it get 429 and no row. Applied only
 * when the address is known (TRUSTED_PROXY_HOPS ≥ 1): with hops 0 every visitor is the one address
 * 'unknown', and this limit would close the form for everyone (docs/adr/0098).
 */
export const PUBLIC_FORM_RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 } as const;
/** Posts per email address and form within the window, whatever the client address (docs/adr/0098). */
export const PUBLIC_FORM_EMAIL_RATE_LIMIT = { limit: 3, windowMs: 10 * 60 * 1000 } as const;
/**
 * Posts per form from everyone together within the window: a ceiling on the rows anonymous posts can add
 * (at most about 5 KB each), far above what the site's visitors send (docs/adr/0098).
 */
export const PUBLIC_FORM_GLOBAL_RATE_LIMIT = { limit: 200, windowMs: 10 * 60 * 1000 } as const;
export const PUBLIC_FORM_KINDS = ['early-access', 'contact', 'newsletter'] as const;
export type PublicFormKind = (typeof PUBLIC_FORM_KINDS)[number];
/** Name of the hidden honeypot field every public form carries. */
export const HONEYPOT_FIELD = 'website';
/** The client address when it cannot be known (TRUSTED_PROXY_HOPS=0): one shared rate-limit subject. */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';
