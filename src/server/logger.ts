import pino, { type Logger } from 'pino';

export type { Logger };

/** The root logger; each face takes a child tagged with its component. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'dealbox' } });
}
