import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLoader } from './root-layout.tsx';

/** Markup with the whitespace Prettier adds between and inside tags taken out. */
const normalized = (html: string) =>
  html
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .replace(/\s*(\/?>)/g, '$1')
    .trim();

describe('the loading indicator in index.html', () => {
  it('is PageLoader as React draws it, so the first render replaces it without a change', () => {
    const html = fs.readFileSync('index.html', 'utf8');
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(html)?.[1];
    expect(root).toBeDefined();
    expect(normalized(root ?? '')).toBe(renderToStaticMarkup(<PageLoader />));
  });
});
