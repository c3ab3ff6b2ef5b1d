import { z } from 'zod';
import { addressBodySchema, addressSchema } from './addresses.ts';
import { cartLinesSchema, pricingSchema } from './cart.ts';
import { currencyCodeSchema } from './currency-schema.ts';
import { paymentDrivers, paymentProviderTypes } from './payment-methods.ts';
import { requiredText } from './fields.ts';
import { message } from './validation-messages.ts';

/**
 * SPEC §4 order statuses; the tracking steps are the first four, in this order. `cancelled` is an
 * accepted order called off after its payment was captured (refunded in full, stock returned).
 */
export const orderStatuses = ['pending', 'in_progress', 'shipped', 'delivered', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const trackingSteps = ['pending', 'in_progress', 'shipped', 'delivered'] as const satisfies OrderStatus[];

/** SPEC §2 /orders filters: current orders are still moving; past ones are delivered, rejected or cancelled. */
export const orderFilters = ['current', 'past'] as const;
export type OrderFilter = (typeof orderFilters)[number];
export const pastOrderStatuses: readonly OrderStatus[] = ['delivered', 'rejected', 'cancelled'];

/** The header a client sends so that a double click or a retried request places one order (DESIGN §API). */
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKeySchema = z
  .string({ error: message.required('Idempotency-Key') })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, { error: message.invalid('Idempotency-Key') });

/** The receipt the customer saw, sent back so the server can refuse a changed one with 409. */
export const expectedReceiptSchema = z.object({
  currency: currencyCodeSchema,
  total: z.number({ error: message.required('Total') }),
  lines: z.array(z.object({ productId: z.uuid(), unitPrice: z.number() })),
});

/** How the order is paid: a saved method, or a new card token from the provider's browser-side element. */
export const orderPaymentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('saved'), paymentMethodId: z.uuid({ error: message.required('Payment method') }) }),
  z.object({
    kind: z.literal('card'),
    token: requiredText('Payment method', 255),
    holderName: requiredText('Name on card', 120),
    /** SPEC §3 Credit card: save-for-future flag. */
    save: z.boolean().default(false),
  }),
]);
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** POST /marketplace-customer/orders. */
export const placeOrderBodySchema = z
  .object({
    items: cartLinesSchema,
    code: z.string().trim().max(64).optional(),
    /** A saved address, or a new one (saved to the book when `saveAddress`). */
    addressId: z.uuid({ error: message.required('Address') }).optional(),
    address: addressBodySchema.optional(),
    saveAddress: z.boolean().default(false),
    payment: orderPaymentSchema,
    receipt: expectedReceiptSchema,
    /** The quote request whose quote this checkout buys, at its prices (SPEC §3 Quote or message). */
    quoteId: z.uuid({ error: message.invalid('Quote') }).optional(),
  })
  .strict()
  .refine((body) => (body.addressId === undefined) !== (body.address === undefined), {
    error: message.required('Address'),
    path: ['addressId'],
  });
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const orderLineSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  name: z.string(),
  code: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  shippedQuantity: z.number().int(),
  unitPrice: z.number(),
  /** Quantity × unit price: what the order's subtotal sums (SPEC §3 Order totals). */
  subtotal: z.number(),
  /** The line's share of the order's discount and tax; `total` is subtotal − discount + tax. */
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  /** How many of the line were refunded (refunds done or under way at the provider). */
  refundedQuantity: z.number().int(),
});

/** SPEC §3 Order payment details: the method as it was when the order was placed. */
export const orderPaymentDetailsSchema = z.object({
  kind: z.enum(['card', 'bank-account']),
  type: z.enum(paymentProviderTypes),
  /**
   * Which provider took the payment (DESIGN §API): `sandbox` payments are test money and every
   * screen that shows the order says so; null for a bank transfer.
   */
  driver: z.enum(paymentDrivers).nullable(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  holderName: z.string().nullable(),
  status: z.enum(['authorized', 'captured', 'partially_refunded', 'refunded', 'cancelled', 'awaiting_transfer']),
});

export const orderStatusChangeSchema = z.object({
  from: z.enum(orderStatuses).nullable(),
  to: z.enum(orderStatuses),
  at: z.string(),
});

/** A parcel sent for an order: its carrier, tracking number and how many of each line it holds. */
export const shipmentSchema = z.object({
  _id: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  createdAt: z.string(),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number().int() })),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/**
 * Money given back after capture: `pending` while the provider is asked (or a crash left it for
 * the reconciler), `refunded` when done, `failed` when the provider refused it (nothing moved).
 */
export const refundStatuses = ['pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** A refund of an order: its amount, the lines (and quantities) it gave back, whether they were restocked. */
export const orderRefundSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(refundStatuses),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number().int() })),
  restock: z.boolean(),
  reason: z.string().nullable(),
  /** Whether this refund is the one that cancelled the order. */
  cancellation: z.boolean(),
  at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/**
 * The share of a line's total (minor units) that `quantity` more of it is worth, after `already`
 * were refunded: the difference of two floors, so a line refunded unit by unit adds up to exactly
 * its total. The server refunds it; the refund dialog shows it before asking.
 */
export function lineRefundShareMinor(
  line: { quantity: number; totalMinor: number },
  already: number,
  quantity: number,
): number {
  const upTo = (count: number) => Math.floor((line.totalMinor * count) / line.quantity);
  return upTo(already + quantity) - upTo(already);
}

/** SPEC §3 Order. */
export const orderSchema = z.object({
  _id: z.string(),
  /** The short order ID shown to people (SPEC §3 order ID). */
  orderId: z.string(),
  status: z.enum(orderStatuses),
  placedAt: z.string(),
  estimatedDelivery: z.string().nullable(),
  customerName: z.string(),
  currency: currencyCodeSchema,
  itemsQuantity: z.number().int(),
  items: z.array(orderLineSchema),
  shippingAddress: addressSchema.omit({ _id: true, isDefault: true }),
  paymentDetails: orderPaymentDetailsSchema,
  subtotal: z.number(),
  giftCard: z.number(),
  discount: z.number(),
  discountCode: z.string().nullable(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  /** What was given back (refunds done), and what the customer has paid after it: total − refunded. */
  refunded: z.number(),
  netTotal: z.number(),
  /** Oldest first, failed ones included (nothing moved for them). */
  refunds: z.array(orderRefundSchema),
  history: z.array(orderStatusChangeSchema),
  /** Oldest first; the customer's order page shows each with its tracking number. */
  shipments: z.array(shipmentSchema),
  /** The quote request this order bought at its quoted prices, if any. */
  quoteRequestId: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = orderSchema.pick({
  _id: true,
  orderId: true,
  status: true,
  placedAt: true,
  estimatedDelivery: true,
  currency: true,
  itemsQuantity: true,
  total: true,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListQuerySchema = z.object({
  filter: z.enum(orderFilters).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * POST /orders answers the order, or asks the browser to finish the card's authentication
 * (3-D Secure) with the provider and then confirm with the same idempotency key.
 */
export const placeOrderResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('placed'), order: orderSchema }),
  z.object({ status: z.literal('requires_action'), checkoutId: z.string(), clientSecret: z.string() }),
]);
export type PlaceOrderResult = z.infer<typeof placeOrderResultSchema>;

/** 409 body detail when the receipt changed: the new receipt, to show instead. */
export const receiptChangedDetailSchema = z.object({ pricing: pricingSchema });
