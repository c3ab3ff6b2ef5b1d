import { useMutation } from '@tanstack/react-query';
import { otpSentResponseSchema } from '@iot/shared/auth';
import { apiRequest } from '../../../api/client.ts';

export function useResendVerification() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      apiRequest('/companies/resend-verification', {
        schema: otpSentResponseSchema,
        base: 'customer',
        method: 'POST',
        body,
      }),
  });
}
