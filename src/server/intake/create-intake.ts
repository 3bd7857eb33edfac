import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { createBodiesOnOpen, type BodiesOnOpen } from './bodies-on-open.ts';
import { Intake, type IntakeCounters } from './intake.ts';
import { OfferScanner } from './offer-scan.ts';
import { createRecipientLookup, type FindRecipient } from './recipients.ts';
import { createMailWorkers } from './worker-pool.ts';

/** How long a stop waits for the messages being processed before giving their claims back. */
const INTAKE_CLOSE_MS = 2000;

/** The intake's parts, wired for the configured store (by main.ts and the test harness). */
export interface IntakeParts {
  intake: Intake;
  findRecipient: FindRecipient;
  /** HTML bodies sanitised when an email is first opened (the email routes ask). */
  bodies: BodiesOnOpen;
  /** The one-time offer scan of mail stored before extraction. */
  offerScan: OfferScanner;
  /** Stops the scan, then the intake (its unfinished claims are given back to the queue). */
  close(): Promise<void>;
}

export function createIntake(options: {
  config: Config;
  database: Database;
  events: EventBus;
  logger: Logger;
  /** Told of the emails accepted and processed (the metrics). */
  counters?: IntakeCounters;
}): IntakeParts {
  const { config, database, events } = options;
  const logger = options.logger.child({ component: 'intake' });
  const workers = createMailWorkers({
    threads: config.ingestWorkers,
    disconnect: config.trackersDisconnect,
    idle: config.ingestPriority === 'idle',
    logger,
    youngGenerationMb: config.ingestWorkerYoungMb,
  });
  const intake = new Intake({
    database,
    events,
    workers,
    logger,
    maxBacklog: config.intakeMaxBacklog,
    burstRate: config.intakeBurstRate,
    instanceId: config.instanceId,
    leaseMs: config.intakeLeaseMs,
    ...(options.counters ? { counters: options.counters } : {}),
  });
  const offerScan = new OfferScanner({
    database,
    events,
    workers,
    newMailFirst: () => intake.processing > 0,
    logger,
  });
  return {
    intake,
    findRecipient: createRecipientLookup(database, config.mailDomain),
    bodies: createBodiesOnOpen({ database, workers, logger }),
    offerScan,
    async close() {
      await offerScan.stop();
      await intake.close(INTAKE_CLOSE_MS);
    },
  };
}
