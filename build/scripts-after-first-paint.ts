import type { Plugin } from 'vite';

/**
 * Marks index.html's module script and its `modulepreload` links `fetchpriority="low"`
 * (decision 028). No page needs a script for its first paint: `/` is prerendered (decision
 * 021) and every other route's `#root` holds the page loader as HTML (index.html). So on a
 * slow connection the stylesheet, which every first paint waits for, goes first.
 */
export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'dealbox-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has put the built entry and its modulepreloads into the page.
      order: 'post',
      handler(html) {
        const scripts = /<(script type="module"|link rel="modulepreload") /g;
        if (!scripts.test(html)) throw new Error('index.html names no module script');
        return html.replace(scripts, '<$1 fetchpriority="low" ');
      },
    },
  };
}
