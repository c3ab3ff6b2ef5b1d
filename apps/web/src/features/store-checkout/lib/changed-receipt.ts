import type { Pricing } from '@iot/shared/cart';
import { receiptChangedDetailSchema } from '@iot/shared/orders';
import { ApiError } from '../../../api/client.ts';

/** The new receipt a 409 carries in `error.details` when prices or stock changed after the customer's receipt. */
export function changedReceiptOf(error: unknown): Pricing | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = receiptChangedDetailSchema.safeParse(error.details);
  return parsed.success ? parsed.data.pricing : null;
}
