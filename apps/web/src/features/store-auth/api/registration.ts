import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  captchaHeader,
  checkDataResponseSchema,
  customerSignInResponseSchema,
  otpSentResponseSchema,
  registrationStartedResponseSchema,
  type checkDataBodySchema,
  type companyRegisterBodySchema,
} from '@iot/shared/auth';
import { apiRequest } from '../../../api/client.ts';
import { storeCustomerSession } from '../../../api/auth/customer-session.ts';

/** Company registration, step 1: the account is created unverified and a code is e-mailed. */
export function useRegisterCompany() {
  return useMutation({
    mutationFn: ({ body, captcha }: { body: z.output<typeof companyRegisterBodySchema>; captcha: string }) =>
      apiRequest('/companies/register', {
        schema: registrationStartedResponseSchema,
        base: 'customer',
        method: 'POST',
        body,
        headers: { [captchaHeader]: captcha },
      }),
  });
}

/** Step 2: the e-mailed code verifies the account and signs the company in. */
export function useVerifyRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; otp: string }) =>
      apiRequest('/companies/verify-registration', { schema: customerSignInResponseSchema, base: 'customer', method: 'POST', body }),
    onSuccess: (result) => storeCustomerSession(queryClient, result, 'root'),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: (body: { email: string }) =>
      apiRequest('/companies/resend-verification', { schema: otpSentResponseSchema, base: 'customer', method: 'POST', body }),
  });
}

/** Is this e-mail, username or phone number still free? Answers true per field when available. */
export async function checkAvailability(body: z.input<typeof checkDataBodySchema>, signal?: AbortSignal) {
  const { data } = await apiRequest('/companies/check-data', { schema: checkDataResponseSchema, base: 'customer', method: 'POST', body, signal });
  return data;
}
