import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problem.ts';

/**
 * Serves the built web app from `webRoot` with history fallback: any GET outside /api that
 * is not a file gets index.html, and the client router decides (including its 404 page).
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
  } else if (webRoot !== undefined) {
    app.log.warn({ webRoot }, 'No web build found; run `npm run build` to serve the app');
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || request.method !== 'GET' || !hasBuild) {
      return sendProblem(reply, 404, `No route for ${request.method} ${request.url.split('?')[0]}`);
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').sendFile('index.html');
  });
}
