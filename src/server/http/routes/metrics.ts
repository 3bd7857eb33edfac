import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Metrics } from '../../metrics/metrics.ts';
import { bearerTokenMatches } from '../bearer-token.ts';

/**
 * `GET /metrics`: the instance's metrics in the Prometheus text format (metrics/metrics.ts),
 * for `Authorization: Bearer <METRICS_TOKEN>` only (decision 045).
 *
 *   200  the metrics
 *   401  missing or wrong token
 *   404  METRICS_TOKEN unset: the route is off, and says nothing more
 */
export const metricsRoutes: FastifyPluginAsync<{
  config: Pick<Config, 'metricsToken'>;
  metrics: Pick<Metrics, 'registry'>;
}> = async (app, { config, metrics }) => {
  const token = config.metricsToken;
  app.get('/metrics', async (request, reply) => {
    if (!token) throw app.httpErrors.notFound('No route for GET /metrics');
    if (!bearerTokenMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw app.httpErrors.unauthorized('Invalid metrics token');
    }
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
};
