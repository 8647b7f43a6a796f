import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, sanitizeHtml } from '@/lib/sanitize-html';
import { HOSTILE_BODY, SANITIZED_BODY } from './hostile-html';

describe('sanitizeHtml (server, as used on save)', () => {
  it('keeps exactly the spec.md "Article HTML allowlist" allowlist', () => {
    expect([...ALLOWED_TAGS].sort()).toEqual(
      [
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
      ].sort(),
    );
    expect([...ALLOWED_ATTRIBUTES].sort()).toEqual([
      'alt',
      'class',
      'href',
      'id',
      'rel',
      'src',
      'target',
      'title',
    ]);
  });

  it('strips scripts, handlers, javascript:/vbscript:/data: URLs, data-*, style, iframe, svg and forms', () => {
    expect(sanitizeHtml(HOSTILE_BODY)).toBe(SANITIZED_BODY);
  });

  it('is stable: sanitizing its own output changes nothing', () => {
    expect(sanitizeHtml(SANITIZED_BODY)).toBe(SANITIZED_BODY);
  });

  it('keeps working across many calls (the jsdom window is renewed periodically)', () => {
    for (let i = 0; i < 1100; i += 1) sanitizeHtml('<p>x</p>');
    expect(sanitizeHtml(HOSTILE_BODY)).toBe(SANITIZED_BODY);
  });
});

describe('sanitizeHtml ids and classes (finding 10)', () => {
  it('prefixes every id, so <div id="__next_f"> cannot take a name the page uses', () => {
    expect(sanitizeHtml('<div id="__next_f">a</div>')).toBe('<div id="user-content-__next_f">a</div>');
    expect(sanitizeHtml('<img id="location" src="/a.png">')).toBe(
      '<img id="user-content-location" src="/a.png">',
    );
  });

  it('rewrites in-page anchors to the prefixed ids, and is idempotent', () => {
    const once = sanitizeHtml('<h2 id="intro">I</h2><a href="#intro">go</a><a href="#">top</a>');
    expect(once).toBe(
      '<h2 id="user-content-intro">I</h2><a href="#user-content-intro">go</a><a href="#">top</a>',
    );
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('drops site utility classes and keeps only language-* on code', () => {
    expect(sanitizeHtml('<div class="fixed inset-0 z-50">x</div>')).toBe('<div>x</div>');
    expect(sanitizeHtml('<code class="language-ts hidden">x</code>')).toBe(
      '<code class="language-ts">x</code>',
    );
  });
});
