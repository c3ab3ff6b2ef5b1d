import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { readSandboxToken, type SandboxCard } from '@iot/shared/sandbox-cards';
import { serverMessages } from '@iot/shared/server-messages';
import type { Database } from '../../db/database.ts';
import { validationFailed } from '../../http/app-error.ts';
import type { CardDetails, PaymentProvider, PaymentState } from './payment-provider.ts';
import type { SandboxPaymentRow } from './payment-table.ts';
import {
  findSandboxPayment,
  findSandboxPaymentByKey,
  insertSandboxPayment,
  setSandboxPaymentStatus,
} from './sandbox-payment-repository.ts';

/** The texts Stripe answers for its test cards, so the shopper sees the same message either way. */
const declineMessages = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
} as const;

function cardOf(token: string): SandboxCard {
  const card = readSandboxToken(token);
  if (!card) throw validationFailed({ token: serverMessages.paymentDeclined });
  return card;
}

function details(card: SandboxCard): CardDetails {
  return { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear };
}

function toState(row: SandboxPaymentRow): PaymentState {
  return {
    ref: row.ref,
    status: row.status,
    amountMinor: row.amountMinor,
    currency: row.currency,
    checkoutId: row.checkoutId,
    message: row.message,
  };
}

/**
 * The default provider (DESIGN §API): no network, Stripe's test-card outcomes, its records in
 * the database so every instance agrees. `webhookSecret` signs the events it sends itself when a
 * card's authentication is completed, so they travel the same verified path as Stripe's.
 */
export function createSandboxProvider(db: Database, webhookSecret: string): PaymentProvider {
  async function find(ref: string): Promise<SandboxPaymentRow> {
    const row = await findSandboxPayment(db, ref);
    if (!row) throw validationFailed({ payment: serverMessages.notFound });
    return row;
  }

  async function move(ref: string, from: SandboxPaymentRow['status'][], to: SandboxPaymentRow['status']) {
    const row = await find(ref);
    if (row.status === to) return toState(row);
    if (!from.includes(row.status)) throw validationFailed({ payment: serverMessages.paymentDeclined });
    const updated = await setSandboxPaymentStatus(db, ref, to);
    return toState(updated ?? row);
  }

  return {
    driver: 'sandbox',
    browserConfig: () => ({ driver: 'sandbox', publishableKey: null }),
    describeCard: async (token) => details(cardOf(token)),
    createCustomer: async () => `cus_sandbox_${randomUUID()}`,
    saveCard: async ({ paymentMethod }) => {
      const card = cardOf(paymentMethod);
      // Stripe also refuses to save a card its issuer declines.
      if (card.outcome === 'declined' || card.outcome === 'insufficient_funds')
        throw validationFailed({ token: declineMessages[card.outcome] });
      return { ref: paymentMethod, card: details(card) };
    },
    authorize: async (input) => {
      const existing = await findSandboxPaymentByKey(db, input.idempotencyKey);
      const card = cardOf(input.paymentMethod);
      let row = existing;
      if (!row) {
        const status =
          card.outcome === 'succeeds'
            ? 'authorized'
            : card.outcome === 'requires_action'
              ? 'requires_action'
              : 'declined';
        const message =
          card.outcome === 'declined' || card.outcome === 'insufficient_funds' ? declineMessages[card.outcome] : null;
        row = await insertSandboxPayment(db, {
          ref: `pi_sandbox_${randomUUID().replaceAll('-', '')}`,
          idempotencyKey: input.idempotencyKey,
          amountMinor: input.amountMinor,
          currency: input.currency,
          status,
          checkoutId: input.checkoutId,
          paymentMethod: input.paymentMethod,
          message,
        });
        // Another call with the same key won the insert: answer what it recorded, as Stripe does.
        row ??= await findSandboxPaymentByKey(db, input.idempotencyKey);
      }
      if (!row) throw new Error('sandbox payment vanished');
      if (row.status === 'declined')
        return { status: 'declined', ref: row.ref, message: row.message ?? declineMessages.declined };
      if (row.status === 'requires_action')
        return { status: 'requires_action', ref: row.ref, clientSecret: `${row.ref}_secret`, card: details(card) };
      return { status: 'authorized', ref: row.ref, card: details(card) };
    },
    retrieve: async (ref) => toState(await find(ref)),
    capture: (ref) => move(ref, ['authorized'], 'captured'),
    cancel: (ref) => move(ref, ['authorized', 'requires_action'], 'cancelled'),
    verifyWebhook: (rawBody, signature) => {
      const expected = createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
      const given = Buffer.from(signature ?? '', 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected, 'utf8')))
        throw validationFailed({ signature: serverMessages.invalidCaptcha });
      const event = JSON.parse(rawBody.toString('utf8')) as { id: string; type: string; paymentRef: string | null };
      return { id: event.id, type: event.type, paymentRef: event.paymentRef };
    },
  };
}
