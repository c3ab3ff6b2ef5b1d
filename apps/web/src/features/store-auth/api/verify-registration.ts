import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerSignInResponseSchema } from '@iot/shared/auth';
import { apiRequest } from '../../../api/client.ts';
import { storeCustomerSession } from '../../../api/auth/customer-session.ts';

/** Step 2: the e-mailed code verifies the account and signs the company in. */
export function useVerifyRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; otp: string }) =>
      apiRequest('/companies/verify-registration', {
        schema: customerSignInResponseSchema,
        base: 'customer',
        method: 'POST',
        body,
      }),
    onSuccess: (result) => storeCustomerSession(queryClient, result, 'root'),
  });
}
