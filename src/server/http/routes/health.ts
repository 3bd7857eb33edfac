import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { checkReadiness } from '../../metrics/readiness.ts';
import { problem } from '../problem.ts';

/**
 * Probes for a monitor or an orchestrator (decision 045), open to anyone, revealing nothing
 * private:
 *
 *   GET /healthz  200 {"status":"ok"}: the process is up and answering
 *   GET /readyz   200 {"status":"ready","checks":{"database":"ok","intake":"ok"}}
 *                 503 problem+json with `checks` and a `detail` naming the check that failed:
 *                 the database does not answer, or the intake is stalled (mail pending whose
 *                 oldest email waited over READY_MAX_LAG_SECONDS; metrics/readiness.ts)
 */
export const healthRoutes: FastifyPluginAsync<{
  config: Pick<Config, 'readyMaxLagMs'>;
  database: Pick<Database, 'db' | 'emails'>;
}> = async (app, { config, database }) => {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const readiness = await checkReadiness({ database, maxLagMs: config.readyMaxLagMs });
    if (readiness.ready) return { status: 'ready', checks: readiness.checks };
    request.log.warn({ err: readiness.cause, checks: readiness.checks }, readiness.detail);
    return reply
      .code(503)
      .type('application/problem+json')
      .send({ ...problem(503, readiness.detail), checks: readiness.checks });
  });
};
