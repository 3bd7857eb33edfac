import type { SMTPServer } from 'smtp-server';
import type { Config } from '../config.ts';

/**
 * The SMTP face's abuse limits, kept apart from the intake so that smtp-face.ts only calls
 * them. All numbers come from the config table (SMTP_* in README).
 *
 * - Refused recipients, as Postfix counts errors: past `softErrorLimit` (10) in one session
 *   each refusal waits `errorDelayMs` (1 s) before it is sent; past `hardErrorLimit` (20) the
 *   session gets `421 4.7.0` and is closed. A harvester trying addresses gets 20 answers per
 *   connection, slowly, instead of a fast oracle.
 * - A DATA phase has a budget that grows with what arrived: `dataTimeoutMs` plus one second
 *   per `dataMinBytesPerSecond` received. A client trickling a byte every 20 s (which the
 *   idle timeout never catches) runs out of budget and is closed with 421.
 * - Mail transactions per client address and minute (`maxMessagesPerClientPerMinute`): one
 *   more gets 421 and the connection is closed; the sender's queue retries later.
 */

type SmtpLimitSettings = Config['smtp'];

export interface RefusalDecision {
  /** Wait this long before answering. */
  delayMs: number;
  /** Answer 421 and close instead of the refusal. */
  close: boolean;
}

interface ConnectionLike {
  id: string;
  send(code: number, message: string): void;
}

export const TOO_MANY_ERRORS = '4.7.0 Too many errors, closing connection';
export const DATA_TOO_SLOW = '4.4.2 Message data arrived too slowly, closing connection';
export const TOO_MANY_MESSAGES = '4.7.0 Too many messages from your address, try again later';

export class SmtpLimits {
  private readonly errors = new Map<string, number>();
  private readonly messages = new Map<string, { windowStart: number; count: number }>();

  private readonly limits: SmtpLimitSettings;

  constructor(limits: SmtpLimitSettings) {
    this.limits = limits;
  }

  /** Counts one refused command of `sessionId` and says how to answer it. */
  refusal(sessionId: string): RefusalDecision {
    const count = (this.errors.get(sessionId) ?? 0) + 1;
    this.errors.set(sessionId, count);
    return {
      delayMs: count > this.limits.softErrorLimit ? this.limits.errorDelayMs : 0,
      close: count > this.limits.hardErrorLimit,
    };
  }

  /** Whether `client` may start one more mail transaction now (and counts it). */
  allowMessage(client: string, now = Date.now()): boolean {
    if (this.messages.size > 10_000) this.sweep(now);
    const entry = this.messages.get(client);
    if (!entry || now - entry.windowStart >= 60_000) {
      this.messages.set(client, { windowStart: now, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.limits.maxMessagesPerClientPerMinute;
  }

  /** The time DATA may have taken once `bytes` have arrived. */
  dataBudgetMs(bytes: number): number {
    return this.limits.dataTimeoutMs + (bytes / this.limits.dataMinBytesPerSecond) * 1000;
  }

  /**
   * Watches one DATA phase: when it outlasts its budget, `onExpire` runs (once). Returns
   * the function that stops watching (call it when the data ended or the stream failed).
   */
  watchData(bytesSoFar: () => number, onExpire: () => void): () => void {
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      const left = started + this.dataBudgetMs(bytesSoFar()) - Date.now();
      if (left <= 0) {
        timer = undefined;
        onExpire();
        return;
      }
      timer = setTimeout(arm, Math.min(left, 60_000) + 5);
      timer.unref();
    };
    arm();
    return () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
    };
  }

  /** Drops what was kept for a closed session. */
  forget(sessionId: string): void {
    this.errors.delete(sessionId);
  }

  private sweep(now: number): void {
    for (const [client, entry] of this.messages) {
      if (now - entry.windowStart >= 60_000) this.messages.delete(client);
    }
  }
}

/** Sends `421 message` on the session's connection, which smtp-server then closes. */
export function closeSession(server: SMTPServer, sessionId: string, message: string): void {
  const connections = (server as unknown as { connections: Set<ConnectionLike> }).connections;
  for (const connection of connections) {
    if (connection.id === sessionId) {
      connection.send(421, message);
      return;
    }
  }
}
