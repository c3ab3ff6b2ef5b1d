/**
 * Payments behind one interface (DESIGN §API): `sandbox` (the default, offline, Stripe's
 * test-card behaviour) and `stripe` (the official SDK). Amounts are minor units of `currency`.
 * Every call that changes something takes an idempotency key, so a retry never charges twice.
 * Nothing here may be called while a database transaction holds rows locked.
 */
import type { PaymentDriver, PaymentStatus } from '@iot/shared/payment-methods';

export type { PaymentDriver };

export type CardDetails = { brand: string; last4: string; expMonth: number; expYear: number };

export type AuthorizeInput = {
  amountMinor: number;
  currency: string;
  /** A token from the browser-side element, or the reference of a saved card. */
  paymentMethod: string;
  /** The provider's customer, required for a saved card. */
  customer: string | null;
  idempotencyKey: string;
  /** Our checkout id, echoed back by webhooks so they find the checkout. */
  checkoutId: string;
};

export type AuthorizeResult =
  | { status: 'authorized'; ref: string; card: CardDetails }
  | { status: 'requires_action'; ref: string; clientSecret: string; card: CardDetails }
  | { status: 'declined'; ref: string | null; message: string };

/** A payment's state at the provider, read back when the client or a webhook says it changed. */
export type PaymentState = {
  ref: string;
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  checkoutId: string | null;
  message: string | null;
};

export type RefundResult = { status: 'refunded'; refundRef: string } | { status: 'refused'; message: string };

/**
 * A verified webhook event: which payment it is about. `paymentRef` is null for an event type we
 * do not act on (the route answers 200 so the provider stops sending it, and does nothing).
 */
export type PaymentEvent = { id: string; type: string; paymentRef: string | null; checkoutId: string | null };

/** A webhook as it travels: the raw body and the signature header made over it. */
export type SignedWebhook = { rawBody: Buffer; signature: string };

export type PaymentProvider = {
  driver: PaymentDriver;
  /** What the browser needs to mount the card element (Stripe's publishable key; nothing for the sandbox). */
  browserConfig(): { driver: PaymentDriver; publishableKey: string | null };
  /** The brand, last four and expiry of a card token, without charging it. */
  describeCard(paymentMethod: string): Promise<CardDetails>;
  /** The provider's customer for a marketplace user, created on first need. */
  createCustomer(input: { email: string; name: string; idempotencyKey: string }): Promise<string>;
  /** Saves a card on the customer for later (Stripe: a confirmed SetupIntent); answers the saved reference. */
  saveCard(input: {
    customer: string;
    paymentMethod: string;
    idempotencyKey: string;
  }): Promise<{ ref: string; card: CardDetails }>;
  /** Authorises (places a hold for) the amount; captured later when the back office accepts the order. */
  authorize(input: AuthorizeInput): Promise<AuthorizeResult>;
  retrieve(ref: string): Promise<PaymentState>;
  /**
   * The payment authorised for our checkout, found by the checkout id it carries, or null when the
   * provider has none: the reconciler's question after a crash between the provider's answer and
   * our record of its reference (DESIGN §API).
   */
  findByCheckout(checkoutId: string): Promise<PaymentState | null>;
  capture(ref: string, idempotencyKey: string): Promise<PaymentState>;
  cancel(ref: string, idempotencyKey: string): Promise<PaymentState>;
  /**
   * Gives back part (or all) of a captured payment (Stripe: a Refund on the PaymentIntent). A repeat
   * with the same key answers the first refund and moves nothing more; a refund beyond what is left
   * of the payment is refused (`refused`, with the provider's words).
   */
  refund(input: { ref: string; amountMinor: number; idempotencyKey: string }): Promise<RefundResult>;
  /** Verifies a webhook on its raw body and signature header; throws a 400 'Invalid signature' when it is not the provider's. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /**
   * The sandbox only, standing in for Stripe.js's `handleNextAction` (3-D Secure in the browser):
   * the customer approves or fails the authentication of a payment that requires action, given its
   * client secret. Answers the new state and the signed webhook the provider sends about it.
   */
  authenticate?(input: { ref: string; clientSecret: string; approve: boolean }): Promise<{
    state: PaymentState;
    webhook: SignedWebhook;
  }>;
};
