import { describe, expect, it } from 'vitest';
import { filterStyleAttribute, filterStylesheet } from './css-filter.ts';

describe('filterStylesheet', () => {
  it('keeps layout CSS, media queries and keyframes', () => {
    const css = `
      body { margin: 0; font-family: "Helvetica Neue", Arial; }
      .btn:hover, a:not(.plain) { color: rgb(255, 0, 0) !important; width: calc(100% - 20px) }
      @media only screen and (max-width: 600px) { .col { display: block; width: 100% } }
      @keyframes pulse { from { opacity: 0 } to { opacity: 1 } }
      .grad { background: linear-gradient(90deg, #fff, #000) }`;
    const out = filterStylesheet(css);
    expect(out).toContain('body { margin: 0; font-family: "Helvetica Neue", Arial }');
    expect(out).toContain(
      'a:not(.plain) { color: rgb(255, 0, 0) !important; width: calc(100% - 20px) }',
    );
    expect(out).toContain(
      '@media only screen and (max-width: 600px) { .col { display: block; width: 100% } }',
    );
    expect(out).toContain('@keyframes pulse { from { opacity: 0 }\nto { opacity: 1 } }');
    expect(out).toContain('background: linear-gradient(90deg, #fff, #000)');
  });

  it.each([
    ['@import url(https://evil.example/a.css); p { color: red }'],
    ['@import "https://evil.example/a.css"; p { color: red }'],
    ['p { background: url(https://evil.example/a.png); color: red }'],
    ['p { background: URL( "https://evil.example/a.png" ); color: red }'],
    ['p { background: \\75 rl(https://evil.example/a.png); color: red }'],
    ['p { background-image: image-set("https://evil.example/a.png" 1x); color: red }'],
    ['p { background-image: -webkit-image-set(url(a.png) 1x); color: red }'],
    ['@font-face { font-family: x; src: url(https://evil.example/f.woff) } p { color: red }'],
    ['p { behavior: url(x.htc); -moz-binding: url(x.xml); color: red }'],
    ['p { width: expression(alert(1)); color: red }'],
    ['p { --v: url(https://evil.example/v.png); color: red }'],
    [
      '@media (min-width: 1px) { @import url(https://evil.example/m.css); p { background: url(x) } p { color: red } }',
    ],
    ['p { color: red } </style><script>alert(1)</script>'],
    ['p { color: red } /* url(https://evil.example/c.png) */'],
    ['@supports (background: url(x)) { p { color: blue } } p { color: red }'],
  ])('neutralises %s', (css) => {
    const out = filterStylesheet(css);
    expect(out).not.toMatch(/url|@import|image-set|expression|behavior|binding|@font-face|<|evil/i);
    expect(out).toMatch(/color: red/);
  });

  it('never lets a stylesheet close its <style> element', () => {
    expect(filterStylesheet('a[title="</style><script>x</script>"] { color: red }')).not.toContain(
      '<',
    );
  });
});

describe('filterStyleAttribute', () => {
  it('keeps safe declarations and drops fetching ones', () => {
    expect(
      filterStyleAttribute('color:#333; background:url(https://t.example/p.gif); padding: 4px 8px'),
    ).toBe('color: #333; padding: 4px 8px');
    expect(filterStyleAttribute('background-image: url(x)')).toBe('');
    expect(filterStyleAttribute('width: expression(alert(1))')).toBe('');
    expect(filterStyleAttribute('color: red; }  body { background: blue')).toBe('color: red');
  });
});
