import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problem.ts';
import { loadRouteHints } from './route-hints.ts';

/**
 * Serves the built web app from `webRoot` with history fallback: any GET outside /api that
 * is not a file gets index.html, and the client router decides (including its 404 page).
 * The page names the route's lazy chunks and first API requests (route-hints.ts).
 */
export async function serveSpa(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const hasBuild = webRoot !== undefined && fs.existsSync(path.join(webRoot, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br/.gz beside each asset (build/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: those never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  const hints = hasBuild && webRoot ? loadRouteHints(webRoot) : undefined;
  if (!hasBuild && webRoot !== undefined) {
    app.log.warn({ webRoot }, 'No web build found; run `npm run build` to serve the app');
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || request.method !== 'GET' || !hasBuild) {
      return sendProblem(reply, 404, `No route for ${request.method} ${request.url.split('?')[0]}`);
    }
    reply.header('cache-control', 'no-cache');
    // index.html, naming the screen's chunks and first data (route-hints.ts), compressed
    // as the browser accepts.
    const page = hints?.pageFor(request.url.split('?')[0] ?? '/');
    if (!page) return sendProblem(reply, 404, 'No web build');
    reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    reply.header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(encoding ? page[encoding] : page.html);
  });
}
