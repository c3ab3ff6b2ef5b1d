import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { readSandboxToken, type SandboxCard } from '@iot/shared/sandbox-cards';
import { serverMessages } from '@iot/shared/server-messages';
import type { Database } from '../../db/database.ts';
import { notFound, validationFailed } from '../../http/app-error.ts';
import type { CardDetails, PaymentEvent, PaymentProvider, PaymentState, SignedWebhook } from './payment-provider.ts';
import type { SandboxPaymentRow } from './payment-table.ts';
import {
  findSandboxPayment,
  findSandboxPaymentByKey,
  findSandboxRefundByKey,
  insertSandboxPayment,
  insertSandboxRefund,
  moveSandboxPayment,
  sumSandboxRefunds,
} from './sandbox-payment-repository.ts';

/** The texts Stripe answers for its test cards, so the shopper sees the same message either way. */
const declineMessages = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  /** Stripe's answers to a refund of an uncaptured payment and to one beyond what is left of it. */
  notCaptured: 'This PaymentIntent does not have a successful charge to refund.',
  refundTooLarge: 'Refund amount is greater than unrefunded amount on charge.',
  /** Stripe's last_payment_error when the customer fails 3-D Secure. */
  authentication_failed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

/** Stripe's event names, so the webhook route reads both providers' events alike. */
export const sandboxEventTypes = {
  authorized: 'payment_intent.amount_capturable_updated',
  declined: 'payment_intent.payment_failed',
} as const;
const handledEventTypes = new Set<string>(Object.values(sandboxEventTypes));

/** The body of a sandbox webhook: Stripe's event reduced to what the route reads. */
export type SandboxEventBody = { id: string; type: string; paymentRef: string | null; checkoutId: string | null };

const hmac = (secret: string, text: string | Buffer) => createHmac('sha256', secret).update(text).digest('hex');

/** Signs a sandbox event the way the sandbox's webhook route verifies it (tests send their own with it). */
export function signSandboxEvent(webhookSecret: string, event: SandboxEventBody): SignedWebhook {
  const rawBody = Buffer.from(JSON.stringify(event), 'utf8');
  return { rawBody, signature: hmac(webhookSecret, rawBody) };
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

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

  /** Like Stripe's client_secret: only the browser that was handed it can complete the authentication. */
  const clientSecretOf = (ref: string) => `${ref}_secret_${hmac(webhookSecret, `client-secret:${ref}`).slice(0, 32)}`;

  async function move(ref: string, from: SandboxPaymentRow['status'][], to: SandboxPaymentRow['status']) {
    const row = await find(ref);
    if (row.status === to) return toState(row);
    if (!from.includes(row.status)) throw validationFailed({ payment: serverMessages.paymentDeclined });
    const updated = await moveSandboxPayment(db, ref, from, to);
    // Another request moved it meanwhile: answer where it ended, as a repeat of that request would.
    if (!updated) return move(ref, from, to);
    return toState(updated);
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
      // In step with the stripe provider: its SetupIntent for such a card stops at 3-D Secure,
      // which saving from the profile does not run; the card still pays at checkout.
      if (card.outcome === 'requires_action') throw validationFailed({ token: serverMessages.paymentRequiresAction });
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
        return { status: 'requires_action', ref: row.ref, clientSecret: clientSecretOf(row.ref), card: details(card) };
      return { status: 'authorized', ref: row.ref, card: details(card) };
    },
    retrieve: async (ref) => toState(await find(ref)),
    // A checkout authorises with its own id as the idempotency key.
    findByCheckout: async (checkoutId) => {
      const row = await findSandboxPaymentByKey(db, checkoutId);
      return row ? toState(row) : null;
    },
    capture: (ref) => move(ref, ['authorized'], 'captured'),
    cancel: (ref) => move(ref, ['authorized', 'requires_action'], 'cancelled'),
    refund: async ({ ref, amountMinor, idempotencyKey }) => {
      const seen = await findSandboxRefundByKey(db, idempotencyKey);
      if (seen) return { status: 'refunded', refundRef: seen.ref };
      const payment = await find(ref);
      if (payment.status !== 'captured') return { status: 'refused', message: declineMessages.notCaptured };
      if ((await sumSandboxRefunds(db, ref)) + amountMinor > payment.amountMinor)
        return { status: 'refused', message: declineMessages.refundTooLarge };
      const row =
        (await insertSandboxRefund(db, {
          ref: `re_sandbox_${randomUUID().replaceAll('-', '')}`,
          idempotencyKey,
          paymentRef: ref,
          amountMinor,
        })) ?? (await findSandboxRefundByKey(db, idempotencyKey));
      if (!row) throw new Error('sandbox refund vanished');
      return { status: 'refunded', refundRef: row.ref };
    },
    verifyWebhook: (rawBody, signature): PaymentEvent => {
      if (!sameText(signature ?? '', hmac(webhookSecret, rawBody)))
        throw validationFailed({ signature: serverMessages.invalidSignature });
      // Signed by this provider, so it is the shape signSandboxEvent wrote.
      const event = JSON.parse(rawBody.toString('utf8')) as SandboxEventBody;
      const handled = handledEventTypes.has(event.type);
      return {
        id: event.id,
        type: event.type,
        paymentRef: handled ? event.paymentRef : null,
        checkoutId: handled ? event.checkoutId : null,
      };
    },
    authenticate: async ({ ref, clientSecret, approve }) => {
      const existing = await findSandboxPayment(db, ref);
      // Stripe answers an unknown intent and a wrong secret alike: nothing tells a guesser which it was.
      if (!existing || !sameText(clientSecret, clientSecretOf(ref))) throw notFound();
      const moved = approve
        ? await moveSandboxPayment(db, ref, ['requires_action'], 'authorized')
        : await moveSandboxPayment(db, ref, ['requires_action'], 'declined', declineMessages.authentication_failed);
      // A repeated (or raced) completion changes nothing and reports the state the first one left.
      const row = moved ?? (await find(ref));
      if (row.status !== 'authorized' && row.status !== 'declined' && row.status !== 'captured')
        throw validationFailed({ payment: serverMessages.paymentDeclined });
      const type = row.status === 'declined' ? sandboxEventTypes.declined : sandboxEventTypes.authorized;
      // One event id per payment and outcome: resending it is a replay the webhook route ignores.
      const webhook = signSandboxEvent(webhookSecret, {
        id: `evt_sandbox_${row.ref}_${row.status === 'declined' ? 'failed' : 'authorized'}`,
        type,
        paymentRef: row.ref,
        checkoutId: row.checkoutId,
      });
      return { state: toState(row), webhook };
    },
  };
}
