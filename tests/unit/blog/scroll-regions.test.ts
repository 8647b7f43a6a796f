import { sanitizeHtml } from '@/lib/sanitize-html';
import { withKeyboardScrolling } from '@/lib/blog/scroll-regions';

describe('withKeyboardScrolling', () => {
  it('makes every table and code block of a sanitized body reachable by keyboard, and nothing else', () => {
    const html = sanitizeHtml(
      '<p>Intro <a href="https://example.com">link</a></p><table><tbody><tr><td>a</td></tr></tbody></table>' +
        '<pre><code>const x = 1;</code></pre><p>pre-trial and table-top</p><table><tbody><tr><td>b</td></tr></tbody></table>',
    );
    const out = withKeyboardScrolling(html);
    expect(out.match(/<table tabindex="0">/g)).toHaveLength(2);
    expect(out.match(/<pre tabindex="0">/g)).toHaveLength(1);
    expect(out.match(/tabindex/g)).toHaveLength(3);
    expect(out).toContain('<p>pre-trial and table-top</p>');
  });

  it('cannot double an attribute the sanitizer already removed', () => {
    const html = sanitizeHtml('<table tabindex="-1"><tbody><tr><td>x</td></tr></tbody></table>');
    expect(html).not.toContain('tabindex');
    expect(withKeyboardScrolling(html).match(/tabindex/g)).toHaveLength(1);
  });
});
