/**
 * What in a document could run or fetch: active elements, event handlers, script URLs, and
 * anything pointing at the probe. Runs in the browser (self-contained): the hostile-mail
 * spec and the engine test (e2e/engines/run.ts) pass it to the page. The frame's own
 * skeleton (meta charset/viewport/referrer, `<base target>` without href, the base style) is
 * not counted.
 */
export function findActiveContent(
  root: Element,
  { probeOrigin }: { probeOrigin: string },
): string[] {
  const found: string[] = [];
  const active =
    'script, iframe, frame, frameset, object, embed, applet, form, input, button, textarea, select, meta, base, link, svg, math, video, audio, source, track, portal, fencedframe, noscript';
  for (const el of root.querySelectorAll(active)) {
    // The document has no script of its own (docs/decisions/051): any script is a finding.
    const skeleton =
      el.closest('head') !== null &&
      ((el.tagName === 'META' && !el.hasAttribute('http-equiv')) ||
        (el.tagName === 'BASE' && !el.hasAttribute('href')));
    if (!skeleton) found.push(`<${el.tagName.toLowerCase()}>`);
  }
  for (const el of root.querySelectorAll('body, body *')) {
    const tag = el.tagName.toLowerCase();
    for (const attr of el.getAttributeNames()) {
      const value = el.getAttribute(attr) ?? '';
      if (/^on/i.test(attr)) found.push(`${tag}[${attr}]`);
      if (/^(javascript|vbscript):/i.test(value.replace(/\s/g, '')))
        found.push(`${tag}[${attr}] script URL`);
      if (/^\s*data:/i.test(value) && !(tag === 'img' && attr === 'src'))
        found.push(`${tag}[${attr}] data URL`);
      if (attr === 'style' && /url\s*\(|\\/i.test(value)) found.push(`${tag}[style] url()`);
      // Links fetch nothing until followed; data-remote-* are the blocked images, inert.
      const inert = attr === 'href' || attr.startsWith('data-remote-');
      if (!inert && value.includes(probeOrigin)) found.push(`${tag}[${attr}] -> probe`);
    }
  }
  for (const style of root.querySelectorAll('style')) {
    const css = style.textContent ?? '';
    if (css.includes(probeOrigin) || /@import/i.test(css)) found.push('<style> fetches');
  }
  return found;
}
