/**
 * Mail to the team. Mail is never sent inside a request: what to send is written to `mail_outbox` in the same
 * transaction as what it reports (transactional outbox), and the dispatcher here sends pending rows afterwards:
 * right after a commit (wake) and on a slow interval, with a backoff after failures. Without SMTP_URL there is
 * no sender and the rows stay in the table (the development outbox).
 */

import { createRequire } from 'node:module';
import type { Database } from '@site/db/client';
import { mailOutbox } from '@site/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { createTransport as CreateTransport } from 'nodemailer';
import { logOf } from './context.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(mail: Mail): Promise<void>;
  close?(): void;
}

/** An SMTP sender (nodemailer) for SMTP_URL, from MAIL_FROM; each send gives up after `timeoutMs`. */
export function smtpMailSender(options: { url: string; from: string; timeoutMs: number }): MailSender {
  const { url, from, timeoutMs } = options;
  // nodemailer loads when SMTP is configured, not with every start (issue 27: 40 ms of module loading).
  const { createTransport } = createRequire(import.meta.url)('nodemailer') as {
    createTransport: typeof CreateTransport;
  };
  const transport = createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as Parameters<typeof createTransport>[0]);
  return {
    async send(mail) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`SMTP send timed out after ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([
          transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text }),
          timeout,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      transport.close();
    },
  };
}

export interface DispatcherOptions {
  db: Database;
  sender: MailSender;
  /** The slow interval between passes (default 60 s). */
  intervalMs?: number;
  /** Rows per pass (default 20). */
  batchSize?: number;
  /** After this many failed attempts a row is left alone, with its last error (default 8). */
  maxAttempts?: number;
  /** Delay before attempt n+1 after n failures (default 30 s doubling, at most 6 h). */
  backoffMs?: (attempts: number) => number;
  /** How long a claimed row is left to its sender before another pass may take it (default 5 min). */
  leaseMs?: number;
  log?: (message: string) => void;
}

export const defaultBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

export interface MailDispatcher {
  /** Starts the slow interval (and a first pass). */
  start(): void;
  /** Runs a pass soon (after a commit that queued mail); passes never overlap. */
  wake(): void;
  /** One pass now: claims due rows and sends them; returns how many were sent. */
  runOnce(): Promise<number>;
  /** Stops the interval and waits for the pass in progress. */
  stop(): Promise<void>;
}

export function createMailDispatcher(options: DispatcherOptions): MailDispatcher {
  const { db, sender } = options;
  const intervalMs = options.intervalMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const leaseMs = options.leaseMs ?? 300_000;
  const log = logOf(options);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  /** Claims due rows: attempts + 1 and a lease, in one statement, so instances never send a row twice at once. */
  const claim = async () => {
    const result = await db.execute<{ id: number; recipient: string; subject: string; text: string; attempts: number }>(
      sql`update ${mailOutbox} set attempts = attempts + 1, next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
        where id in (
          select id from ${mailOutbox}
          where sent_at is null and next_attempt_at <= now() and attempts < ${maxAttempts}
          order by id limit ${batchSize} for update skip locked)
        returning id, recipient, subject, text, attempts`,
    );
    return result.rows;
  };

  const pass = async (): Promise<number> => {
    let sent = 0;
    for (const row of await claim()) {
      try {
        await sender.send({ to: row.recipient, subject: row.subject, text: row.text });
        await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log(`[gateway] mail ${row.id} attempt ${row.attempts} failed: ${message}`);
        await db
          .update(mailOutbox)
          .set({ lastError: message.slice(0, 1000), nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)) })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    return sent;
  };

  const runOnce = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        try {
          total += await pass();
        } catch (error) {
          log(`[gateway] mail dispatch failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void runOnce(), intervalMs);
      timer.unref();
      void runOnce();
    },
    wake() {
      if (!stopped) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      sender.close?.();
    },
  };
}
