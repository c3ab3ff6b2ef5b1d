import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import {
  forgotPasswordBodySchema,
  otpSentResponseSchema,
  otpVerifiedResponseSchema,
  passwordResetResponseSchema,
  resetPasswordBodySchema,
  verifyOtpBodySchema,
} from '@iot/shared/auth';
import { requireCaptcha } from '../captcha/captcha-service.ts';
import { limitPerIp } from '../rate-limit/rate-limit-guards.ts';
import type { AccountDirectory } from './account-directory.ts';
import {
  requestPasswordReset,
  resetPassword,
  verifyPasswordResetCode,
  type RecoveryTarget,
} from './password-recovery-service.ts';

export type RecoveryStep = 'request' | 'verify' | 'reset';
type RecoveryBody = Pick<z.infer<typeof verifyOtpBodySchema>, 'email' | 'tenant' | 'isRoot'>;

export type RecoveryRoutesOptions = {
  /** Path before /forget-password, /verify-password-otp and /reset-password. */
  base: string;
  tag: string;
  /** The accounts' name inside the operationIds (`requestCompanyPasswordReset`, …), unique per base. */
  account: string;
  /** Which accounts a body is about; may throw (for example a tenant user without a tenant ID). */
  resolve: (body: RecoveryBody, step: RecoveryStep) => { directory: AccountDirectory; target: RecoveryTarget };
};

const errors = { 400: errorEnvelopeSchema, 429: errorEnvelopeSchema };
const limitCodes = limitPerIp('one-time-code', 'oneTimeCodePerIp');

/** The three-step forgot-password flow of SPEC §2, the same for every realm. */
export function passwordRecoveryRoutes({ base, tag, account, resolve }: RecoveryRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(`${base}/forget-password`, {
      preHandler: [limitCodes, requireCaptcha],
      schema: {
        tags: [tag],
        summary:
          'Step 1: e-mail an 8-digit code (same answer whether or not the account exists; needs the recaptcha header)',
        operationId: `request${account}PasswordReset`,
        description:
          'Starts SPEC §2 forgot-password: e-mails the account an 8-digit code that expires. The answer is the same whether or not an account has that e-mail, so it reveals nothing; needs the `recaptcha` header, and codes are limited per address and per account (SPEC §4 resend limits, 429).',
        body: forgotPasswordBodySchema,
        response: { 200: otpSentResponseSchema, ...errors },
      },
      handler: async (request) => {
        const { directory, target } = resolve(request.body, 'request');
        return { data: await requestPasswordReset(app, directory, target) };
      },
    });

    app.post(`${base}/verify-password-otp`, {
      preHandler: limitCodes,
      schema: {
        tags: [tag],
        summary: 'Step 2: check the code without spending it',
        operationId: `verify${account}PasswordResetCode`,
        description:
          'Tells whether the code is right and still valid, so the form can move on to the new password; the code stays usable for step 3. Wrong tries are counted: after a few, the code stops working.',
        body: verifyOtpBodySchema,
        response: { 200: otpVerifiedResponseSchema, ...errors },
      },
      handler: async (request) => {
        const { directory, target } = resolve(request.body, 'verify');
        return { data: await verifyPasswordResetCode(app, directory, target, request.body.otp) };
      },
    });

    app.post(`${base}/reset-password`, {
      preHandler: limitCodes,
      schema: {
        tags: [tag],
        summary: 'Step 3: spend the code, set the new password and sign out every session',
        operationId: `reset${account}Password`,
        description:
          'Spends the code and sets the new password (the password rules of SPEC §5); every session of the account is revoked, so it signs in again with the new password.',
        body: resetPasswordBodySchema,
        response: { 200: passwordResetResponseSchema, ...errors },
      },
      handler: async (request) => {
        const { directory, target } = resolve(request.body, 'reset');
        return { data: await resetPassword(app, directory, target, request.body.otp, request.body.password) };
      },
    });
  };
}
