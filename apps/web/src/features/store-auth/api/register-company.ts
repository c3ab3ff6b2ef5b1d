import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { captchaHeader, registrationStartedResponseSchema, type companyRegisterBodySchema } from '@iot/shared/auth';
import { apiRequest } from '../../../api/client.ts';

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
