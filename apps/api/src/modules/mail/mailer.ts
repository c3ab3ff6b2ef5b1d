import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { resolveBrand } from '@iot/shared/brands';
import type { Language } from '@iot/shared/languages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../auth/clock.ts';
import type { MailContent } from './mail-layout.ts';
import { renderMail, type MailTemplate } from './mail-messages.ts';
import { claimDueOutboxMails, insertOutboxMail, markOutboxMailRefused, markOutboxMailSent } from './mail-repository.ts';
import type { MailTransportName, OutboxRow } from './mail-table.ts';

export type OutgoingMail = { to: string; language: Language; template: MailTemplate };

/** A mail already written (a shop mail, laid out with the store's settings), to queue in a transaction. */
export type QueuedMail = { to: string; language: Language; kind: string; content: MailContent };

/** What one delivery pass did. */
export type DeliverySummary = { sent: number; retried: number; failed: number };

/**
 * DESIGN §Operations: retries with exponential back-off. The n-th refused attempt waits
 * firstDelay × 2^(n−1), at most maxDelay; after the last one the mail is `failed` and waits for an
 * administrator's resend (/cms/mail). Eight attempts span about two hours.
 */
export const mailRetry = { attempts: 8, firstDelaySeconds: 60, maxDelaySeconds: 6 * 60 * 60 } as const;

export function retryDelaySeconds(attempts: number): number {
  return Math.min(mailRetry.firstDelaySeconds * 2 ** Math.max(0, attempts - 1), mailRetry.maxDelaySeconds);
}

/** How often a server looks for mail due again (a retry) besides the pass after each answer that queued mail. */
export const mailPassIntervalMs = 30_000;

/** How long a pass holds the mails it took: longer than a delivery can take, so no other pass sends them meanwhile. */
const holdSeconds = 5 * 60;
const passBatchSize = 20;

/** What services send mail through; the transport behind it is chosen once, from the configuration. */
export type Mailer = {
  /**
   * Queues an account mail (a code) and returns at once; it is rendered, stored and delivered after
   * the current answer. A forgot-password request for a known e-mail must not take longer (or fail
   * more often) than one for an unknown e-mail, which sends nothing.
   */
  send: (mail: OutgoingMail) => void;
  /**
   * Writes a mail to the outbox through `db`, the transaction of the change that causes it, so it
   * is stored exactly when that change commits and never lost when SMTP is down. A delivery pass
   * sends it: after the request's answer (`wakeIfQueued`) or on the server's schedule.
   */
  queue: (db: Database, mail: QueuedMail) => Promise<void>;
  /** Starts a delivery pass now, or one more after the running one. */
  wake: () => void;
  /** Asks for a pass after the current answer (`wakeIfQueued`), once its transaction has committed. */
  deliverSoon: () => void;
  /** Starts a pass if mail was queued since the last one: the app calls it after each answer. */
  wakeIfQueued: () => void;
  /** Resolves when every mail queued so far is in the outbox (or its failure is logged): shutdown waits for it. */
  stored: () => Promise<void>;
  /** Resolves when those mails have also been through a delivery pass: outbox readers and tests wait for it. */
  settled: () => Promise<void>;
  /** Resolves when the passes under way have ended, starting none: shutdown waits for it. */
  idle: () => Promise<void>;
};

/** Promises still running, so that readers can wait for them; none of them ever rejects. */
function pendingSet() {
  const pending = new Set<Promise<unknown>>();
  return {
    add: (promise: Promise<unknown>) => {
      pending.add(promise);
      void promise.finally(() => pending.delete(promise));
    },
    drained: async () => {
      // Mails queued while waiting are waited for too.
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

/** What the mailer writes to: the server's pino logger, or a script's console. */
export type MailLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

export type MailerSettings = { mail: Config['mail']; brand: string };

/**
 * Every mail lands in mail_outbox first, pending. A delivery pass then hands it to nodemailer
 * (SMTP_URL) or, without SMTP, prints it to the log for the developer. Passes take their mails
 * with a conditional update that skips rows another instance holds (as the payment reconciler
 * does), so several instances never send one mail twice. Nothing here ever fails the request that
 * sent the mail: a failure is logged, and an undelivered mail stays in the outbox to be retried.
 */
export function createMailer(db: Database, settings: MailerSettings, log: MailLog, clock: Clock): Mailer {
  const smtp = settings.mail.smtpUrl ? nodemailer.createTransport(settings.mail.smtpUrl) : undefined;
  const transport: MailTransportName = smtp ? 'smtp' : 'log';
  const sender = { brand: resolveBrand(settings.brand) };
  const writes = pendingSet();
  const passes = pendingSet();
  let queuedSincePass = false;
  let running: Promise<void> | undefined;
  let again = false;

  async function store({ to, language, template }: OutgoingMail) {
    // setImmediate runs after the answer has been written, so the outbox write is not part of its timing.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      await insertOutboxMail(db, {
        to,
        language,
        kind: template.kind,
        ...renderMail(template, language, sender),
        transport,
        nextAttemptAt: clock.now(),
      });
      wake();
    } catch (error) {
      log.error({ err: error, mail: { to } }, 'storing a mail in the outbox failed; it was not sent');
    }
  }

  async function deliverOne(mail: OutboxRow, summary: DeliverySummary) {
    try {
      if (smtp)
        await smtp.sendMail({
          from: settings.mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      else
        log.info(
          { mail: { id: mail.id, to: mail.to, subject: mail.subject } },
          `mail (outbox only) to ${mail.to}: ${mail.subject}\n${mail.text}`,
        );
      await markOutboxMailSent(db, mail.id, clock.now());
      summary.sent += 1;
    } catch (error) {
      const giveUp = mail.attempts >= mailRetry.attempts;
      const next = giveUp ? null : new Date(clock.now().getTime() + retryDelaySeconds(mail.attempts) * 1000);
      const reason = error instanceof Error ? error.message : String(error);
      await markOutboxMailRefused(db, mail.id, reason.slice(0, 1000), next);
      if (giveUp) summary.failed += 1;
      else summary.retried += 1;
      log.error(
        { err: error, mail: { id: mail.id, attempts: mail.attempts, nextAttemptAt: next } },
        giveUp ? 'mail delivery failed for the last time' : 'mail delivery failed; it will be tried again',
      );
    }
  }

  /** One pass: every mail due now, a batch at a time, each taken before it is sent. */
  async function deliverDue(): Promise<DeliverySummary> {
    const summary: DeliverySummary = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const now = clock.now();
      const batch = await claimDueOutboxMails(db, now, new Date(now.getTime() + holdSeconds * 1000), passBatchSize);
      for (const mail of batch) await deliverOne(mail, summary);
      if (batch.length < passBatchSize) return summary;
    }
  }

  function wake() {
    queuedSincePass = false;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await deliverDue();
        } catch (error) {
          log.error({ err: error }, 'a mail delivery pass failed; the mails stay in the outbox');
        }
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    passes.add(running);
  }

  return {
    send: (mail) => writes.add(store(mail)),
    queue: async (inTx, mail) => {
      await insertOutboxMail(inTx, {
        to: mail.to,
        language: mail.language,
        kind: mail.kind,
        ...mail.content,
        transport,
        createdAt: clock.now(),
        nextAttemptAt: clock.now(),
      });
      queuedSincePass = true;
    },
    wake,
    deliverSoon: () => {
      queuedSincePass = true;
    },
    wakeIfQueued: () => {
      if (queuedSincePass) wake();
    },
    stored: writes.drained,
    idle: passes.drained,
    settled: async () => {
      await writes.drained();
      wake();
      await passes.drained();
    },
  };
}

/**
 * The same mailer, but writing no shop mail: the demo order history is placed through the real
 * workflows at past times, and its customers must not be mailed about it.
 */
export function withoutShopMail(mailer: Mailer): Mailer {
  return { ...mailer, queue: async () => {} };
}
