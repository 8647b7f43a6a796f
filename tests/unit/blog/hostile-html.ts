/** An article body written to get past a sanitizer: scripts, handlers, bad URLs, data-*, style, iframe, svg. */
export const HOSTILE_BODY = [
  `<script>alert('script')</script>`,
  `<p onclick="steal()" style="color:red" data-track="x" class="lead" id="intro" aria-label="a">Hello <strong onmouseover="x()">world</strong></p>`,
  `<a href="javascript:alert(1)" target="_blank" rel="noopener">js link</a>`,
  `<a href=" JaVaScRiPt:alert(1)">mixed</a>`,
  `<a href="vbscript:msgbox(1)">vb</a>`,
  `<a href="https://example.com/" title="ok" target="_blank" rel="noopener">good</a>`,
  `<a href="/blog/usa">local</a>`,
  `<a href="mailto:a@b.example">mail</a>`,
  `<img src="/images/blog/research.jpg" alt="ok" onerror="alert(1)" width="10">`,
  `<img src="data:image/png;base64,AAAA" alt="data">`,
  `<iframe src="https://evil.example/"></iframe>`,
  `<svg onload="alert(1)"><circle r="1"></circle><script>alert('svg')</script></svg>`,
  `<style>body{display:none}</style>`,
  `<form action="/steal"><input name="x"><button>go</button></form>`,
  `<object data="x.swf"></object><embed src="x">`,
  `<math><mi>x</mi></math>`,
  `<table><thead><tr><th>H</th></tr></thead><tbody><tr><td colspan="2">cell</td></tr></tbody></table>`,
  `<pre><code class="language-js">let a = 1;</code></pre>`,
  `<blockquote>quote</blockquote><h1>One</h1><h6>Six</h6><ul><li>li</li></ul><ol><li>ol</li></ol>`,
  `<em>em</em><u>u</u><br><span>span</span><div>div</div><font color="red">font text</font>`,
].join('');

/** What must survive: only spec.md "Article HTML allowlist" tags and attributes, safe URLs, the text of harmless wrappers. */
export const SANITIZED_BODY = [
  // Ids are prefixed and site classes dropped (docs/adr/0008).
  `<p id="user-content-intro">Hello <strong>world</strong></p>`,
  `<a target="_blank" rel="noopener">js link</a>`,
  `<a>mixed</a>`,
  `<a>vb</a>`,
  `<a href="https://example.com/" title="ok" target="_blank" rel="noopener">good</a>`,
  `<a href="/blog/usa">local</a>`,
  `<a href="mailto:a@b.example">mail</a>`,
  `<img src="/images/blog/research.jpg" alt="ok">`,
  `<img alt="data">`,
  `go`,
  `<table><thead><tr><th>H</th></tr></thead><tbody><tr><td>cell</td></tr></tbody></table>`,
  `<pre><code class="language-js">let a = 1;</code></pre>`,
  `<blockquote>quote</blockquote><h1>One</h1><h6>Six</h6><ul><li>li</li></ul><ol><li>ol</li></ol>`,
  `<em>em</em><u>u</u><br><span>span</span><div>div</div>font text`,
].join('');
