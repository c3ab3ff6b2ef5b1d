import type {
  PaymentConfig,
  PaymentDriver,
  SandboxAuthenticationBody,
  SandboxAuthenticationResult,
} from '@iot/shared/payment-methods';
import { notFound } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import { forgetWebhookEvent, recordWebhookEvent } from './payment-webhook-repository.ts';

/**
 * What a verified payment event triggers: the one idempotent finalisation step the webhook and the
 * client's own confirmation share (DESIGN §API). It may be called more than once for one payment
 * (a webhook racing the client), never twice for one event. `checkoutId` is the one the payment
 * was authorised for (its metadata), null for a payment made elsewhere on the same account.
 */
export type PaymentChangedHandler = (
  ctx: ServiceContext,
  paymentRef: string,
  checkoutId: string | null,
) => Promise<void>;

export type WebhookOutcome = 'handled' | 'replayed' | 'ignored';

/** GET /payments/config: which card element the browser mounts. */
export function paymentConfig(ctx: ServiceContext): PaymentConfig {
  return ctx.payments.browserConfig();
}

/**
 * A provider's webhook (DESIGN §API): verified on its raw body, de-duplicated by event id, then
 * handed on. The event row is written before the handler runs and no transaction stays open
 * around it, because the handler calls the provider and nothing may be locked meanwhile; when
 * the handler fails the row is removed again, so the provider's retry is handled, not dropped.
 */
export async function receiveWebhook(
  ctx: ServiceContext,
  driver: PaymentDriver,
  rawBody: Buffer,
  signature: string | undefined,
  onPaymentChanged: PaymentChangedHandler,
): Promise<WebhookOutcome> {
  // Only the configured provider's route exists: Stripe's events mean nothing to the sandbox.
  if (driver !== ctx.payments.driver) throw notFound();
  const event = ctx.payments.verifyWebhook(rawBody, signature);
  if (!event.paymentRef) return 'ignored';
  const recorded = await recordWebhookEvent(ctx.db, { eventId: event.id, driver, type: event.type });
  if (!recorded) return 'replayed';
  try {
    await onPaymentChanged(ctx, event.paymentRef, event.checkoutId);
  } catch (error) {
    await forgetWebhookEvent(ctx.db, event.id);
    throw error;
  }
  return 'handled';
}

/**
 * The sandbox's stand-in for Stripe.js's handleNextAction: the customer passes (or fails) 3-D
 * Secure, and the sandbox then sends its signed webhook through the same path as Stripe's. A
 * failed handler fails this request and forgets the event, so trying again finishes the job.
 */
export async function authenticateSandboxPayment(
  ctx: ServiceContext,
  ref: string,
  body: SandboxAuthenticationBody,
  onPaymentChanged: PaymentChangedHandler,
): Promise<SandboxAuthenticationResult> {
  if (!ctx.payments.authenticate) throw notFound();
  const { state, webhook } = await ctx.payments.authenticate({ ref, ...body });
  await receiveWebhook(ctx, 'sandbox', webhook.rawBody, webhook.signature, onPaymentChanged);
  return { ref: state.ref, status: state.status, message: state.message };
}
