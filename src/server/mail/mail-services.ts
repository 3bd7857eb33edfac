import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createEventBus } from '../events/create-event-bus.ts';
import type { EventBus } from '../events/event-bus.ts';
import { IngestService } from './ingest.ts';
import { OfferScanner } from './offer-scan.ts';
import { createEmailProcessor } from './process-pool.ts';

/** The event bus and the intake pipeline, wired for the configured store. */
export interface MailServices {
  events: EventBus;
  ingest: IngestService;
  /** The one-time offer scan of mail stored before extraction (start it after resumePending). */
  offerScan: OfferScanner;
  /** Stops the scan and the intake (pending mail stays for the next start), then the bus. */
  close(): Promise<void>;
}

export function createMailServices(options: {
  config: Config;
  database: Database;
  logger: Logger;
  /** The PostgreSQL URL for LISTEN, when it is not config.databaseUrl (tests). */
  databaseUrl?: string;
}): MailServices {
  const { config, database } = options;
  const logger = options.logger.child({ component: 'mail' });
  const events = createEventBus({
    database,
    databaseUrl: options.databaseUrl ?? config.databaseUrl,
    logger,
  });
  const processor = createEmailProcessor({
    workers: config.ingestWorkers,
    disconnect: config.trackersDisconnect,
    logger,
  });
  const ingest = new IngestService({
    database,
    events,
    processor,
    logger,
    mailDomain: config.mailDomain,
    processConcurrency: Math.max(2, config.ingestWorkers * 2),
  });
  const offerScan = new OfferScanner({ database, events, processor, logger });
  return {
    events,
    ingest,
    offerScan,
    async close() {
      await offerScan.stop();
      await ingest.close();
      await events.close();
    },
  };
}
