/**
 * Article bodies as API clients write them (a CMS import, a script, another editor), for the editor's
 * round-trip test (tests/unit/admin/rich-text-round-trip.test.tsx) and the e2e spec
 * (tests/e2e/admin/editor-keeps-html.spec.ts). Each names what it exercises.
 */
export const API_ARTICLE_BODIES: Readonly<Record<string, string>> = {
  lists:
    '<p>Plain lists:</p><ul><li>One</li><li>Two <strong>bold</strong></li></ul><ol><li>First</li><li>Second</li></ol>',
  'nested lists':
    '<ul><li>Parent<ul><li>Child one</li><li>Child two<ol><li>Grandchild</li></ol></li></ul></li><li>Sibling</li></ul>',
  'list items with paragraphs':
    '<ul><li><p>Para item</p></li><li><p>Two paragraphs</p><p>in one item</p></li></ul><ol><li><p>Step</p><ul><li><p>Sub-step</p></li></ul></li></ol>',
  'pretty-printed HTML':
    '<h2>Title</h2>\n<p>\n  A paragraph written\n  over lines.\n</p>\n<ul>\n  <li>Item one</li>\n  <li>Item two</li>\n</ul>\n',
  'table with a head':
    '<table><thead><tr><th>Rule</th><th>Source</th></tr></thead><tbody><tr><td>Competence</td><td>1.1</td></tr><tr><td>Confidentiality</td><td>1.6</td></tr></tbody></table>',
  'table without a head':
    '<table><tbody><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></tbody></table>',
  'table with paragraphs in cells':
    '<table><tbody><tr><th><p>Rule</p></th><th><p>Source</p></th></tr><tr><td><p>Competence</p></td><td><p>1.1</p></td></tr></tbody></table>',
  'links with and without target and rel':
    '<p><a href="https://example.com/a">plain</a>, <a href="https://example.com/b" target="_blank">new tab</a>, <a href="https://example.com/c" target="_blank" rel="noopener noreferrer">new tab, noopener</a>, <a href="https://example.com/d" rel="nofollow sponsored">sponsored</a>, <a href="https://example.com/e" rel="ugc" title="A comment link">ugc</a>, <a href="mailto:office@example.com">mail</a>.</p>',
  'internal links':
    '<p>See <a href="/blog/deadline-management">our deadline guide</a>, the <a href="/pricing?plan=solo#faq">pricing FAQ</a> and <a href="#section-two">section two</a>.</p><h2 id="section-two">Section two</h2><p>Text.</p>',
  'the editor’s old links':
    '<p>An <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/rules">old editor link</a>.</p>',
  'images with alignment':
    '<p>Intro.</p><img src="/images/blog/a.jpg" alt="Left" class="alignleft"><p>Wraps around.</p><img src="/images/blog/b.jpg" alt="Centred" title="A title" class="aligncenter"><img src="/images/blog/c.jpg" alt="Right" class="alignright"><img src="https://cdn.example.com/d.png" alt="Plain">',
  'an image in its own paragraph': '<p><img src="/images/blog/a.jpg" alt="A chart"></p><p>After it.</p>',
  'figures with captions':
    '<figure><img src="/images/blog/a.jpg" alt="Chart"><figcaption>Figure 1: <em>billable hours</em>, 2024.</figcaption></figure><figure class="alignright"><img src="/images/blog/b.jpg" alt="Photo"><figcaption>Right-aligned</figcaption></figure><figure><img src="/images/blog/c.jpg" alt="No caption"></figure>',
  footnotes:
    '<p>A claim<sup><a href="#fn-1" id="fnref-1">1</a></sup> and another<sup><a href="#fn-2" id="fnref-2">2</a></sup>.</p><hr><ol><li id="fn-1"><p>The first source. <a href="#fnref-1">↩</a></p></li><li id="fn-2"><p>The second source. <a href="#fnref-2">↩</a></p></li></ol>',
  'footnotes with prefixed ids':
    '<p>Text<sup><a href="#user-content-fn1" id="user-content-fnref1">1</a></sup>.</p><ol><li id="user-content-fn1">Note. <a href="#user-content-fnref1">↩</a></li></ol>',
  'superscript, subscript and strike-through':
    '<p>E = mc<sup>2</sup>, H<sub>2</sub>O, <s>withdrawn</s>, 1<sup>st</sup> and <strong><s>both</s></strong>.</p>',
  'horizontal rule': '<p>Above.</p><hr><p>Below.</p>',
  headings: '<h1>One</h1><h2 id="two">Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
  blockquotes:
    '<blockquote>A bare quotation.</blockquote><blockquote><p>A quoted paragraph.</p><p>And a second.</p></blockquote>',
  code: '<p>Run <code>npm test</code> first.</p><pre><code class="language-ts">const answer = 42;\nif (answer &gt; 1) {\n  log("a &amp; b");\n}</code></pre><pre><code>plain block</code></pre>',
  'nested marks':
    '<p><strong><em>bold italic</em></strong>, <em>an <a href="https://example.com/">em link</a></em>, <a href="https://example.com/x"><strong>bold link</strong></a>, <u>under</u>.</p>',
  'line breaks and entities':
    '<p>Line one<br>Line two &amp; three &lt;four&gt;&nbsp;five “quoted” — dash</p><p></p><p>After an empty paragraph.</p>',
};
