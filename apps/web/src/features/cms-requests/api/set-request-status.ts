import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestResponseSchema } from '@iot/shared/requests';
import { apiRequest } from '../../../api/client.ts';
import { cmsRequestKeys, type RequestStatus } from './request-list.ts';

export function useSetRequestStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RequestStatus }) =>
      apiRequest(`/requests/${id}`, {
        schema: requestResponseSchema,
        base: 'admin',
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: cmsRequestKeys.all }),
  });
}
