import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { PageLoader } from './root-layout.tsx';

/**
 * index.html draws the page loader before any script has run, so a phone on a slow network
 * sees the app start (first paint) while the scripts download; React's first render of a
 * lazy screen is the same loader, so the swap cannot be seen. This keeps the two the same.
 */
test("index.html's #root holds what PageLoader renders (Prettier's line breaks aside)", () => {
  const indexHtml = fs.readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
  const root = /<div id="root">(.*)<\/div>\s*<script/s.exec(indexHtml)?.[1] ?? '';
  const markup = (html: string) => html.replace(/\s+/g, ' ').replace(/\s*([<>])\s*/g, '$1');
  expect(markup(root)).toBe(renderToStaticMarkup(<PageLoader />));
});
