import { z } from 'zod';
import { pageMetaSchema } from './api-envelope.ts';
import { requiredText, optionalText } from './fields.ts';
import { idempotencyKeySchema, orderRefundSchema, orderSchema, orderStatuses, orderSummarySchema } from './orders.ts';
import { serverMessages } from './server-messages.ts';
import { message } from './validation-messages.ts';

/**
 * The back office's view of orders (SPEC §2 /cms/orders, §7 admin `orders` and
 * `/orders/{id}/status`). Money is in major units of the order's own `currency`, as on the
 * customer side.
 */

/** Who placed an order: a company account (root) or a tenant user. */
export const customerKinds = ['root', 'tenant'] as const;
export type CustomerKind = (typeof customerKinds)[number];

export const orderCustomerSchema = z.object({
  kind: z.enum(customerKinds),
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});

export const adminOrderSortFields = ['placedAt', 'total', 'orderId'] as const;

/**
 * GET /marketplace/orders. `from`/`to` are instants (the browser turns SPEC §9's date presets
 * into them in the viewer's time zone); `search` matches the order ID (with or without '#') or
 * the customer's name or e-mail.
 */
export const adminOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(orderStatuses).optional(),
  search: z.string().trim().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  customerKind: z.enum(customerKinds).optional(),
  customerId: z.uuid().optional(),
  /** The orders placed by any user of this tenant (the tenant's page in the back office). */
  tenantId: z.uuid().optional(),
  sort: z.enum(adminOrderSortFields).default('placedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** The most orders one bulk action (accept, export of the selected) names. */
export const bulkOrdersMax = 100;
const uuidText = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * GET /marketplace/orders/export.csv: the list's own filters and sort, without its paging (every
 * matching order), or only the selected orders (`ids`, comma-separated) among them.
 */
export const adminOrderExportQuerySchema = adminOrderListQuerySchema.omit({ page: true, limit: true }).extend({
  ids: z
    .string()
    .regex(new RegExp(`^${uuidText}(,${uuidText}){0,${bulkOrdersMax - 1}}$`, 'i'), { error: message.invalid('Orders') })
    .optional(),
});
export type AdminOrderExportQuery = z.infer<typeof adminOrderExportQuerySchema>;

export const adminOrderSummarySchema = orderSummarySchema.extend({
  customer: orderCustomerSchema,
  paymentStatus: orderSchema.shape.paymentDetails.shape.status,
  paymentDriver: orderSchema.shape.paymentDetails.shape.driver,
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
export const adminOrderListResponseSchema = z.object({ data: z.array(adminOrderSummarySchema), meta: pageMetaSchema });

/** Who changed a status: an administrator (with the name shown), the customer, or the system. */
export const statusActorSchema = z.object({
  kind: z.enum(['admin', 'customer', 'system']),
  id: z.string().nullable(),
  name: z.string().nullable(),
});

/** SPEC §2 /cms/orders/{id}: the history says who, when, from, to and the note of every change. */
export const adminStatusChangeSchema = z.object({
  from: z.enum(orderStatuses).nullable(),
  to: z.enum(orderStatuses),
  at: z.string(),
  actor: statusActorSchema,
  note: z.string().nullable(),
});

export const paymentTransactionKinds = ['authorization', 'capture', 'cancellation', 'refund'] as const;

/** SPEC §7 admin `transactions`: every call that reserved or moved an order's money. */
export const paymentTransactionSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  /** The order's short ID, for the link back to it. */
  orderNumber: z.string(),
  customer: orderCustomerSchema,
  kind: z.enum(paymentTransactionKinds),
  driver: z.string(),
  providerRef: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;

/** An internal note on an order: the back office's own, never shown to the customer. */
export const adminOrderNoteSchema = z.object({
  _id: z.string(),
  note: z.string(),
  at: z.string(),
  author: statusActorSchema,
});
export type AdminOrderNote = z.infer<typeof adminOrderNoteSchema>;

export const orderNoteMaxLength = 1000;
/** POST /marketplace/orders/{id}/notes: a note at any status. */
export const orderNoteBodySchema = z.object({ note: requiredText('Note', orderNoteMaxLength) }).strict();
export type OrderNoteBody = z.infer<typeof orderNoteBodySchema>;

/** A refund as the back office sees it: who asked for it too. */
export const adminOrderRefundSchema = orderRefundSchema.extend({ actor: statusActorSchema });
export type AdminOrderRefund = z.infer<typeof adminOrderRefundSchema>;

export const adminOrderSchema = orderSchema.extend({
  customer: orderCustomerSchema,
  refunds: z.array(adminOrderRefundSchema),
  history: z.array(adminStatusChangeSchema),
  /** Internal notes, oldest first; the back office shows them in the history, by time. */
  notes: z.array(adminOrderNoteSchema),
  transactions: z.array(paymentTransactionSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderResponseSchema = z.object({ data: adminOrderSchema });

export const shipmentLineBodySchema = z.object({
  lineId: z.uuid({ error: message.invalid('Item') }),
  quantity: z
    .number({ error: message.required('Shipped Quantity') })
    .int({ error: message.invalid('Shipped Quantity') })
    .min(0, { error: message.invalid('Shipped Quantity') }),
});

/** A parcel: carrier, tracking number and the quantity of each line it holds. */
export const shipmentBodySchema = z
  .object({
    carrier: requiredText('Carrier', 100),
    trackingNumber: requiredText('Tracking Number', 100),
    lines: z.array(shipmentLineBodySchema).min(1, { error: message.atLeast(1, 'Item') }),
  })
  .strict();
export type ShipmentBody = z.infer<typeof shipmentBodySchema>;

/** An order line as far as shipping goes: how many were ordered and how many have left already. */
export type ShippableLine = { id: string; quantity: number; shippedQuantity: number };

/**
 * The last parcel of an order moving to shipped (SPEC §4: shipping requires each line's shipped
 * quantity to equal its ordered quantity): every line's quantity must be exactly what is left to
 * ship of it, more with 'Shipped Quantity cannot be greater than Order Quantity', less with SPEC §8's
 * 'Shipped Quantity and Order Quantity must be equal', on that line's field. A parcel that holds
 * anything needs its carrier and tracking number. The ship dialog checks its form with it before
 * asking SPEC §4's question, and the API checks the request with it, so both refuse alike.
 */
export function lastShipmentSchema(items: readonly ShippableLine[]) {
  return z
    .object({
      carrier: z
        .string()
        .trim()
        .max(100, { error: message.maxLength('Carrier', 100) }),
      trackingNumber: z
        .string()
        .trim()
        .max(100, { error: message.maxLength('Tracking Number', 100) }),
      lines: z.array(shipmentLineBodySchema),
    })
    .superRefine((parcel, ctx) => {
      for (const item of items) {
        const index = parcel.lines.findIndex((line) => line.lineId === item.id);
        const sent = parcel.lines
          .filter((line) => line.lineId === item.id)
          .reduce((sum, line) => sum + line.quantity, 0);
        const left = item.quantity - item.shippedQuantity;
        if (sent === left) continue;
        ctx.addIssue({
          code: 'custom',
          path: index >= 0 ? ['lines', index, 'quantity'] : ['lines'],
          message: sent > left ? serverMessages.shippedQuantityTooHigh : serverMessages.shippedQuantityMismatch,
        });
      }
      if (!parcel.lines.some((line) => line.quantity > 0)) return;
      if (!parcel.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: message.required('Carrier') });
      if (!parcel.trackingNumber)
        ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: message.required('Tracking Number') });
    });
}
export type LastShipmentForm = z.input<ReturnType<typeof lastShipmentSchema>>;

/**
 * PATCH /marketplace/orders/{id}/status. `from` is the status the administrator saw: the server
 * changes the order only while it still has it (a conditional update), so of two administrators
 * acting at once one wins and the other gets 409. Moving to `shipped` may carry the last shipment;
 * the move is refused unless every line's shipped quantity then equals its ordered quantity.
 */
export const orderStatusBodySchema = z
  .object({
    from: z.enum(orderStatuses, { error: message.oneOf('Status', orderStatuses) }),
    to: z.enum(orderStatuses, { error: message.oneOf('Status', orderStatuses) }),
    note: optionalText('Note', 255).optional(),
    shipment: shipmentBodySchema.optional(),
  })
  .strict();
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

export const transactionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  orderId: z.uuid().optional(),
  customerKind: z.enum(customerKinds).optional(),
  customerId: z.uuid().optional(),
  kind: z.enum(paymentTransactionKinds).optional(),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;
export const transactionListResponseSchema = z.object({
  data: z.array(paymentTransactionSchema),
  meta: pageMetaSchema,
});

/** POST /marketplace/orders/bulk-accept: pending orders to accept, each as PATCH /orders/{id}/status would. */
export const bulkAcceptBodySchema = z
  .object({
    ids: z
      .array(z.uuid({ error: message.invalid('Orders') }))
      .min(1, { error: message.atLeast(1, 'Orders') })
      .max(bulkOrdersMax, { error: message.maxValue('Orders', bulkOrdersMax) }),
  })
  .strict();
export type BulkAcceptBody = z.infer<typeof bulkAcceptBodySchema>;

/** What became of one order of a bulk action: accepted, or why not (the error envelope's code and message). */
export const bulkOrderResultSchema = z.object({
  _id: z.string(),
  /** The order's short ID; null when no order has this id. */
  orderId: z.string().nullable(),
  ok: z.boolean(),
  error: z.object({ status: z.number().int(), code: z.string(), message: z.string() }).nullable(),
});
export type BulkOrderResult = z.infer<typeof bulkOrderResultSchema>;
export const bulkAcceptResponseSchema = z.object({ data: z.array(bulkOrderResultSchema) });

export const refundReasonMaxLength = 255;

/** A line given back in a refund: which, and how many (0 leaves it out). */
export const refundLineBodySchema = z.object({
  lineId: z.uuid({ error: message.invalid('Item') }),
  quantity: z
    .number({ error: message.required('Refunded Quantity') })
    .int({ error: message.invalid('Refunded Quantity') })
    .min(0, { error: message.invalid('Refunded Quantity') }),
});

/**
 * POST /marketplace/orders/{id}/refunds: part of a captured payment given back, by lines and
 * quantities (the amount is their share of the order's lines) or by an `amount` (major units of the
 * order's currency; with lines, it overrides their share). `restock` returns the lines' quantities
 * to stock. `idempotencyKey` is made once per refund the dialog sends: a retry with it refunds once.
 */
export const refundBodySchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    lines: z.array(refundLineBodySchema).default([]),
    amount: z
      .number({ error: message.invalid('Amount') })
      .positive({ error: message.invalid('Amount') })
      .optional(),
    restock: z.boolean().default(false),
    reason: optionalText('Reason', refundReasonMaxLength).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const returned = body.lines.some((line) => line.quantity > 0);
    if (body.amount === undefined && !returned)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: message.required('Amount') });
    if (body.restock && !returned)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: message.atLeast(1, 'Item') });
  });
export type RefundBody = z.infer<typeof refundBodySchema>;
export type RefundForm = z.input<typeof refundBodySchema>;

/** POST /marketplace/orders/{id}/cancel: an accepted order called off, its capture refunded in full. */
export const cancelOrderBodySchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    reason: optionalText('Reason', refundReasonMaxLength).optional(),
  })
  .strict();
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;
