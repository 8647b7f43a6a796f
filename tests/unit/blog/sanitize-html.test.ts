import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, sanitizeHtml } from '@/lib/sanitize-html';
import { resolveSiteUrl } from '@/lib/site-url-default.mjs';
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
        // issue 33 (docs/adr/0091)
        'sup',
        'sub',
        's',
        'hr',
        'figure',
        'figcaption',
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

describe('sanitizeHtml: what issue 33 added (docs/adr/0091)', () => {
  it('keeps superscript, subscript, strike-through, rules and figures with captions', () => {
    const body =
      '<p>E = mc<sup>2</sup>, H<sub>2</sub>O, <s>old</s></p><hr><figure class="alignright"><img src="/a.png" alt="A"><figcaption>Caption <em>here</em></figcaption></figure>';
    expect(sanitizeHtml(body)).toBe(body);
  });

  it('keeps the three image alignments and no other align-like class', () => {
    expect(sanitizeHtml('<img class="alignleft" src="/a.png">')).toBe('<img class="alignleft" src="/a.png">');
    expect(sanitizeHtml('<img class="aligncenter align-middle" src="/a.png">')).toBe(
      '<img class="aligncenter" src="/a.png">',
    );
    expect(sanitizeHtml('<p class="alignleftx">x</p>')).toBe('<p>x</p>');
  });

  it('keeps footnote anchors and back-links working: ids and their #links prefixed alike', () => {
    const once = sanitizeHtml(
      '<p>Claim<sup><a id="fnref-1" href="#fn-1">1</a></sup></p><ol><li id="fn-1"><p>Source. <a href="#fnref-1">↩</a></p></li></ol>',
    );
    expect(once).toBe(
      '<p>Claim<sup><a id="user-content-fnref-1" href="#user-content-fn-1">1</a></sup></p><ol><li id="user-content-fn-1"><p>Source. <a href="#user-content-fnref-1">↩</a></p></li></ol>',
    );
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('drops nofollow, sponsored and ugc from links to this site, and only there', () => {
    const origin = resolveSiteUrl(process.env.SITE_URL, process.env.PORT);
    expect(sanitizeHtml('<a href="/blog/x" rel="nofollow">x</a>')).toBe('<a href="/blog/x">x</a>');
    expect(sanitizeHtml('<a href="#top" rel="noopener nofollow ugc">x</a>')).toBe(
      '<a href="#user-content-top" rel="noopener">x</a>',
    );
    expect(sanitizeHtml(`<a href="${origin}/pricing" rel="sponsored">x</a>`)).toBe(
      `<a href="${origin}/pricing">x</a>`,
    );
    const external = '<a href="https://example.com/" rel="nofollow  sponsored" target="_blank">x</a>';
    expect(sanitizeHtml(external)).toBe(external);
    expect(sanitizeHtml('<a href="//evil.example/" rel="nofollow">x</a>')).toBe(
      '<a href="//evil.example/" rel="nofollow">x</a>',
    );
  });
});
