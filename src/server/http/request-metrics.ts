import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics/metrics.ts';

/**
 * Every HTTP response timed into `dealbox_http_request_duration_seconds`, labelled by the
 * route's pattern (`/api/emails/:id`, never the raw URL: ids and queries would make a series
 * each). A request no route matched (the web app's fallback, a 404) is `unmatched`. Streams
 * (`/api/events`, open for hours) are counted by their own gauge, not timed.
 */
export const UNMATCHED_ROUTE = 'unmatched';

export function installRequestMetrics(
  app: FastifyInstance,
  metrics: Pick<Metrics, 'httpResponse'>,
  untimed: ReadonlySet<string>,
): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (!untimed.has(route)) {
      metrics.httpResponse(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });
}
