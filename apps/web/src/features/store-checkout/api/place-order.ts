import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataEnvelope } from '@iot/shared/api-envelope';
import { idempotencyKeyHeader, placeOrderResultSchema, type PlaceOrderBody } from '@iot/shared/orders';
import { apiRequest } from '../../../api/client.ts';

const placeOrderResponseSchema = dataEnvelope(placeOrderResultSchema);

function useInvalidateOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['orders'] });
}

/**
 * POST /orders with the receipt the customer saw and one idempotency key per attempt (DESIGN §API),
 * so a double click or a retried request places one order.
 */
export function usePlaceOrder() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PlaceOrderBody; idempotencyKey: string }) =>
      apiRequest('/orders', {
        method: 'POST',
        base: 'customer',
        body,
        headers: { [idempotencyKeyHeader]: idempotencyKey },
        schema: placeOrderResponseSchema,
      }),
    onSuccess: invalidate,
  });
}

/** POST /orders/checkouts/{id}/confirm: after the bank's 3-D Secure step, finish the same attempt. */
export function useConfirmCheckout() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: ({ checkoutId, idempotencyKey }: { checkoutId: string; idempotencyKey: string }) =>
      apiRequest(`/orders/checkouts/${encodeURIComponent(checkoutId)}/confirm`, {
        method: 'POST',
        base: 'customer',
        headers: { [idempotencyKeyHeader]: idempotencyKey },
        schema: placeOrderResponseSchema,
      }),
    onSuccess: invalidate,
  });
}
