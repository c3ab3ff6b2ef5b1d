import { useMutation } from '@tanstack/react-query';
import { dataEnvelope } from '@iot/shared/api-envelope';
import { cartLinesToQuery, type CartItem } from '@iot/shared/cart';
import { discountCheckSchema } from '@iot/shared/discounts';
import { apiRequest } from '../../../api/client.ts';

const discountCheckResponseSchema = dataEnvelope(discountCheckSchema);

/** GET /discounts?code=…: is this code usable for this cart and customer (SPEC §8 'Not found or expired')? */
export function useDiscountCheck() {
  return useMutation({
    mutationFn: ({
      code,
      items,
      country,
      city,
    }: {
      code: string;
      items: CartItem[];
      country?: string;
      city?: string;
    }) =>
      apiRequest('/discounts', {
        base: 'customer',
        schema: discountCheckResponseSchema,
        query: { code, items: cartLinesToQuery(items), country, city },
      }),
  });
}
