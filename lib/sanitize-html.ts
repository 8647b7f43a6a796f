// The article sanitizer lives in plain JavaScript (lib/sanitize-html-core.mjs) so that the server's
// sanitizer worker can load it outside Next's bundle; React code and tests import it from here.
export {
  ALLOWED_ATTRIBUTES,
  ALLOWED_CLASS,
  ALLOWED_TAGS,
  ID_PREFIX,
  prefixId,
  SANITIZER_VERSION,
  sanitizeHtml,
} from './sanitize-html-core.mjs';
export { DISTRUST_REL, isInternalHref, relFor } from './sanitize-html-links.mjs';
