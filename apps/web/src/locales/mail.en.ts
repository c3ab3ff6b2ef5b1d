import type { MailStatus } from '@iot/shared/mail';

/** Texts of the back office's mail screen (DESIGN §Operations: mail through the outbox, with retries). */
export const mailEn = {
  title: 'Mail',
  subtitle: 'Every mail the store sent or is trying to send: its delivery, attempts and the last error.',
  searchLabel: 'Search by recipient or subject',
  allStatuses: 'All',
  empty: 'No mail for these filters.',
  columns: {
    subject: 'Subject',
    to: 'Recipient',
    status: 'Status',
    attempts: 'Attempts',
    delivery: 'Delivery',
    createdAt: 'Written',
    actions: 'Actions',
  },
  statuses: {
    pending: 'Pending',
    sent: 'Sent',
    failed: 'Failed',
  } satisfies Record<MailStatus, string>,
  nextAttempt: 'Next attempt {{at}}',
  sentAt: 'Sent {{at}}',
  attemptsCount_one: '{{count, number}} attempt',
  attemptsCount_other: '{{count, number}} attempts',
  resendOf: 'Resend “{{subject}}”',
  resent: 'The mail to {{to}} is queued again.',
};
