import { receiptChangedDetailSchema } from '@iot/shared/orders';
import type { Pricing } from '@iot/shared/cart';
import { ApiError } from '../../../api/client.ts';

/**
 * The new receipt a 409 carries when prices or stock changed after the customer's receipt
 * (receiptChangedDetailSchema), whether the error object holds it itself or under `details`.
 */
export function changedReceiptOf(error: unknown): Pricing | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.details as { details?: unknown } | undefined;
  for (const candidate of [body, body?.details]) {
    const parsed = receiptChangedDetailSchema.safeParse(candidate);
    if (parsed.success) return parsed.data.pricing;
  }
  return null;
}
