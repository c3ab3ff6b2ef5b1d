import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Language } from '@iot/shared/languages';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { renderMail, type MailTemplate } from './mail-messages.ts';
import { insertOutboxMail, markOutboxMailSent } from './mail-repository.ts';

export type OutgoingMail = { to: string; language: Language; template: MailTemplate };

/** What services send mail through; the transport behind it is chosen once, from the configuration. */
export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

/**
 * Every mail lands in mail_outbox first. With SMTP_URL it is then handed to nodemailer without
 * waiting (a slow or failing SMTP server must neither slow the answer, which would tell a known
 * e-mail from an unknown one, nor fail it); without, it is printed to the log for the developer.
 */
export function createMailer(db: Database, settings: Config['mail'], log: FastifyBaseLogger): Mailer {
  const smtp = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : undefined;
  return {
    send: async ({ to, language, template }) => {
      const content = renderMail(template, language);
      const stored = await insertOutboxMail(db, {
        to,
        language,
        ...content,
        transport: smtp ? 'smtp' : 'log',
        sentAt: smtp ? null : new Date(),
      });
      if (!smtp) {
        log.info({ mail: { id: stored.id, to, subject: content.subject } }, `mail (outbox only) to ${to}: ${content.subject}\n${content.text}`);
        return;
      }
      smtp
        .sendMail({ from: settings.from, to, subject: content.subject, text: content.text, html: content.html })
        .then(() => markOutboxMailSent(db, stored.id, new Date()))
        .catch((error: unknown) => log.error({ err: error, mail: { id: stored.id } }, 'SMTP delivery failed; the mail stays in the outbox'));
    },
  };
}
