import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailDetailQuerySchema, emailIdParamsSchema } from '#shared/email-types.ts';
import type { Access } from '#server/access/access.ts';
import { storedBodyHtml } from '#server/db/stored-body.ts';
import type { BodiesOnOpen } from '#server/intake/bodies-on-open.ts';
import { restoreRemoteImages } from '#server/mail/sanitized-html.ts';

/**
 * `GET /api/emails/:id/body?images=0|1`: the email's body as a complete HTML document, for
 * the email page's `<iframe sandbox="allow-same-origin allow-popups
 * allow-popups-to-escape-sandbox">`.
 *
 * The HTML was sanitised when the email was first opened (src/server/mail/sanitize.ts, through
 * src/server/intake/bodies-on-open.ts: this route or the email's own). This document is the
 * second and third wall: its own Content-Security-Policy replaces the app's, with `sandbox`
 * (no scripts, whatever the embedding page says), no script, font, frame,
 * connect, form or base sources at all, and images only from `data:`/`cid:` unless the user
 * asked for remote images (`images=1`, which also restores the `data-remote-*` attributes the
 * pipeline left in place of `src`, `srcset` and `background`).
 *
 * The sandbox keeps the app's origin (`allow-same-origin`): the embedding page, outside the
 * document, reads its size to make the frame as tall as the content (docs/decisions/051).
 * Nothing in here runs to tell it.
 *
 * Owner only: another user's email, an unknown id or a malformed id all answer 404.
 */

const NOT_FOUND = 'Email not found';

/** The frame's CSP; remote images (http and https) only when the user asked for them. */
export function bodyContentSecurityPolicy(showImages: boolean): string {
  const images = showImages ? 'img-src data: cid: https: http:' : 'img-src data: cid:';
  return [
    'sandbox allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    "default-src 'none'",
    "script-src 'none'",
    "style-src 'unsafe-inline'",
    images,
    'font-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Readable defaults under the email's own styles; emails are designed for a light page. */
const BASE_STYLESHEET = `
:root { color-scheme: light; }
html { background: #ffffff; color: #1f1d2b; -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body { display: flow-root; margin: 0; padding: 16px; font: 15px/1.55 system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; overflow-wrap: break-word; }
img { max-width: 100% !important; height: auto !important; }
a { color: #5b21b6; }
pre.dealbox-text { margin: 0; font: inherit; white-space: pre-wrap; overflow-wrap: anywhere; }
p.dealbox-empty { margin: 0; color: #6b6880; font-style: italic; }
`
  .trim()
  .replace(/\n/g, ' ');

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** What goes inside `<body>`: sanitised HTML, else the text escaped, else 'No content'. */
export function bodyContent(
  email: { bodyHtml: string | null; bodyText: string | null },
  showImages: boolean,
): string {
  if (email.bodyHtml && email.bodyHtml.trim() !== '') {
    return showImages ? restoreRemoteImages(email.bodyHtml) : email.bodyHtml;
  }
  if (email.bodyText && email.bodyText.trim() !== '') {
    return `<pre class="dealbox-text">${escapeHtml(email.bodyText)}</pre>`;
  }
  return '<p class="dealbox-empty">No content</p>';
}

export function bodyDocument(content: string): string {
  return [
    '<!doctype html>',
    '<html>',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<base target="_blank">',
    `<style>${BASE_STYLESHEET}</style>`,
    '</head>',
    '<body>',
    content,
    '</body>',
    '</html>',
  ].join('\n');
}

/** Headers that replace the app's (helmet's) for this one document. */
function setFrameHeaders(reply: FastifyReply, showImages: boolean): void {
  reply
    .header('content-security-policy', bodyContentSecurityPolicy(showImages))
    .header('x-frame-options', 'SAMEORIGIN')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .type('text/html; charset=utf-8');
}

export const emailBodyRoutes: FastifyPluginAsyncZod<{
  access: Access;
  bodies: BodiesOnOpen;
}> = async (app, { access, bodies }) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/api/emails/:id/body',
    {
      schema: { params: emailIdParamsSchema, querystring: emailDetailQuerySchema },
      config: {
        invalid: {
          params: { status: 404, detail: NOT_FOUND },
          querystring: { detail: 'images: expected 0 or 1' },
        },
      },
    },
    async (request, reply) => {
      const decision = await access.email(request.user.id, 'read', request.params.id);
      if (decision.outcome !== 'allowed') throw app.httpErrors.notFound(NOT_FOUND);
      const row = await bodies.ready(request.user.id, decision.row);
      const { images } = request.query;
      const showImages = images === '1' || images === 'true';
      setFrameHeaders(reply, showImages);
      return reply.send(
        bodyDocument(
          bodyContent({ bodyHtml: storedBodyHtml(row), bodyText: row.body_text }, showImages),
        ),
      );
    },
  );
};
