import { useMutation } from '@tanstack/react-query';
import {
  captchaHeader,
  otpSentResponseSchema,
  otpVerifiedResponseSchema,
  passwordResetResponseSchema,
} from '@iot/shared/auth';
import { apiRequest, type ApiBase } from '../../../api/client.ts';

/** Who is recovering a password: a CMS administrator, a company (root) user or a tenant user. */
export type RecoveryRealm = 'admin' | 'company' | 'tenant';

const endpoints: Record<RecoveryRealm, { base: ApiBase; prefix: string }> = {
  admin: { base: 'admin', prefix: '/admins/admins' },
  company: { base: 'customer', prefix: '/companies' },
  tenant: { base: 'customer', prefix: '/users' },
};

export function recoveryBase(realm: RecoveryRealm): ApiBase {
  return endpoints[realm].base;
}

export type RecoveryAccount = { realm: RecoveryRealm; email: string; tenant?: string };

/** SPEC §7: every recovery call names the account by email, tenant and isRoot; the CMS by e-mail alone. */
function identity({ realm, email, tenant }: RecoveryAccount) {
  if (realm === 'company') return { email, isRoot: true };
  if (realm === 'tenant') return { email, tenant, isRoot: false };
  return { email };
}

/** Step 1, and every resend: e-mails an 8-digit code. Answers the same for unknown e-mails. */
export function useRequestRecoveryCode() {
  return useMutation({
    mutationFn: ({ account, captcha }: { account: RecoveryAccount; captcha: string }) =>
      apiRequest(`${endpoints[account.realm].prefix}/forget-password`, {
        schema: otpSentResponseSchema,
        base: endpoints[account.realm].base,
        method: 'POST',
        body: identity(account),
        headers: { [captchaHeader]: captcha },
      }),
  });
}

/** Step 2: checks the code before asking for the new password. */
export function useVerifyRecoveryCode() {
  return useMutation({
    mutationFn: ({ account, otp }: { account: RecoveryAccount; otp: string }) =>
      apiRequest(`${endpoints[account.realm].prefix}/verify-password-otp`, {
        schema: otpVerifiedResponseSchema,
        base: endpoints[account.realm].base,
        method: 'POST',
        body: { ...identity(account), otp },
      }),
  });
}

/** Step 3: sets the new password (the server then ends every other session). */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ account, otp, password }: { account: RecoveryAccount; otp: string; password: string }) =>
      apiRequest(`${endpoints[account.realm].prefix}/reset-password`, {
        schema: passwordResetResponseSchema,
        base: endpoints[account.realm].base,
        method: 'POST',
        body: { ...identity(account), otp, password },
      }),
  });
}
