import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataEnvelope } from '@iot/shared/api-envelope';
import { idempotencyKeyHeader, orderSchema, placeOrderResultSchema, type PlaceOrderBody } from '@iot/shared/orders';
import { apiRequest } from '../../../api/client.ts';

const placeOrderResponseSchema = dataEnvelope(placeOrderResultSchema);
const orderResponseSchema = dataEnvelope(orderSchema);

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

/**
 * POST /orders/checkouts/{id}/confirm: after the bank's 3-D Secure step, finish the same attempt; it
 * answers the order (or the decline), however often it is sent.
 */
export function useConfirmCheckout() {
  const invalidate = useInvalidateOrders();
  return useMutation({
    mutationFn: (checkoutId: string) =>
      apiRequest(`/orders/checkouts/${encodeURIComponent(checkoutId)}/confirm`, {
        method: 'POST',
        base: 'customer',
        schema: orderResponseSchema,
      }),
    onSuccess: invalidate,
  });
}
