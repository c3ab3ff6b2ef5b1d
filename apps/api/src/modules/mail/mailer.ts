import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Language } from '@iot/shared/languages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { renderMail, type MailTemplate } from './mail-messages.ts';
import { insertOutboxMail, markOutboxMailSent } from './mail-repository.ts';

export type OutgoingMail = { to: string; language: Language; template: MailTemplate };

/** What services send mail through; the transport behind it is chosen once, from the configuration. */
export type Mailer = {
  /**
   * Queues a mail and returns at once; it is rendered, stored and delivered after the current
   * answer. A forgot-password request for a known e-mail must not take longer (or fail more
   * often) than one for an unknown e-mail, which sends nothing.
   */
  send: (mail: OutgoingMail) => void;
  /** Resolves when every mail queued so far is in the outbox (or its failure is logged): outbox readers and shutdown wait for it. */
  stored: () => Promise<void>;
  /** Resolves when those mails have also been handed to SMTP (or failed): tests wait for it. */
  settled: () => Promise<void>;
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

/**
 * Every mail lands in mail_outbox first. With SMTP_URL it is then handed to nodemailer; without, it
 * is printed to the log for the developer. Nothing here ever fails the request that sent the mail:
 * a failure is logged, and an undelivered mail stays in the outbox with no sentAt.
 */
/** What the mailer writes to: the server's pino logger, or a script's console. */
export type MailLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

export function createMailer(db: Database, settings: Config['mail'], log: MailLog): Mailer {
  const smtp = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : undefined;
  const writes = pendingSet();
  const deliveries = pendingSet();

  async function store({ to, language, template }: OutgoingMail) {
    // setImmediate runs after the answer has been written, so the outbox write is not part of its timing.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      const content = renderMail(template, language);
      const stored = await insertOutboxMail(db, {
        to,
        language,
        ...content,
        transport: smtp ? 'smtp' : 'log',
        sentAt: smtp ? null : new Date(),
      });
      if (!smtp)
        log.info(
          { mail: { id: stored.id, to, subject: content.subject } },
          `mail (outbox only) to ${to}: ${content.subject}\n${content.text}`,
        );
      return { id: stored.id, to, ...content };
    } catch (error) {
      log.error({ err: error, mail: { to } }, 'storing a mail in the outbox failed; it was not sent');
      return undefined;
    }
  }

  async function deliver(stored: Awaited<ReturnType<typeof store>>) {
    if (!smtp || !stored) return;
    try {
      await smtp.sendMail({
        from: settings.from,
        to: stored.to,
        subject: stored.subject,
        text: stored.text,
        html: stored.html,
      });
      await markOutboxMailSent(db, stored.id, new Date());
    } catch (error) {
      log.error({ err: error, mail: { id: stored.id } }, 'SMTP delivery failed; the mail stays in the outbox');
    }
  }

  return {
    send: (mail) => {
      const stored = store(mail);
      writes.add(stored);
      deliveries.add(stored.then(deliver));
    },
    stored: writes.drained,
    settled: async () => {
      await writes.drained();
      await deliveries.drained();
    },
  };
}
