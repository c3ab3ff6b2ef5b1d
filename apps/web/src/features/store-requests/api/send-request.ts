import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestResponseSchema, type RequestCreateBody } from '@iot/shared/requests';
import { apiRequest } from '../../../api/client.ts';
import { myRequestQueries } from './my-requests.ts';

/** POST /requests: a quote request or a message; a signed-in customer's token names them as the sender. */
export function useSendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestCreateBody) =>
      apiRequest('/requests', { method: 'POST', base: 'customer', body, schema: requestResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRequestQueries.all }),
  });
}
