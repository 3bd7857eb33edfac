import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { EventBus } from './event-bus.ts';
import { MemoryEventBus } from './memory-event-bus.ts';
import { PgEventBus } from './pg-event-bus.ts';

/** The bus that fits the store: LISTEN/NOTIFY on PostgreSQL, in memory on SQLite. */
export function createEventBus(options: {
  database: Database;
  databaseUrl: string | undefined;
  logger: Logger;
}): EventBus {
  const { database, databaseUrl, logger } = options;
  if (database.dialect === 'postgres' && databaseUrl) {
    return new PgEventBus({
      connectionString: databaseUrl,
      db: database.db,
      logger,
    });
  }
  return new MemoryEventBus((error) => logger.warn({ err: error }, 'event listener failed'));
}
