import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerSignInResponseSchema,
  marketplaceUserResponseSchema,
  tenantUserLoginBodySchema,
} from '@iot/shared/auth';
import { message } from '@iot/shared/validation-messages';
import { badRequest } from '../../http/app-error.ts';
import { errorResponses as errors } from '../../http/error-responses.ts';
import { customerOf, requireCustomer } from '../auth/guards.ts';
import { passwordRecoveryRoutes, type RecoveryRoutesOptions } from '../auth/password-recovery-routes.ts';
import { ownProfileRoutes } from '../auth/profile-routes.ts';
import { requireCaptcha } from '../captcha/captcha-service.ts';
import { companyDirectory } from '../companies/company-service.ts';
import { limitPerIp, withSignInFailureLimit } from '../rate-limit/rate-limit-guards.ts';
import {
  changeOwnTenantUserPassword,
  readOwnTenantUser,
  signInTenantUser,
  tenantUserDirectory,
  updateOwnTenantUser,
} from './tenant-user-service.ts';

const security = [{ customerBearer: [] }];

/**
 * SPEC §7 forgot-password of the customer side: isRoot true means the company account, otherwise
 * the tenant user of `tenant` ('Please enter Tenant ID' without one). Steps 2 and 3 sent without
 * isRoot and without a tenant mean the company account.
 */
const customerRecovery: RecoveryRoutesOptions['resolve'] = (body, step) => {
  const tenant = body.tenant?.trim();
  const isRoot = body.isRoot ?? (step === 'request' || tenant ? false : true);
  if (isRoot) return { directory: companyDirectory, target: { email: body.email, scope: null } };
  if (!tenant) throw badRequest(message.tenantId(), { tenant: message.tenantId() });
  return { directory: tenantUserDirectory, target: { email: body.email, scope: tenant } };
};

/** Tenant users under /marketplace-customer: both path families of SPEC §7 lead to the same handlers. */
export const tenantUserRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, operationId } of [
    { path: '/users/login', operationId: 'signInTenantUser' },
    { path: '/tenant-management/users/login', operationId: 'signInTenantManagementUser' },
  ]) {
    app.post(path, {
      preHandler: [limitPerIp('sign-in', 'signInPerIp'), requireCaptcha],
      schema: {
        tags: ['tenant users'],
        summary: 'Tenant user sign-in with the tenant ID (needs the recaptcha header)',
        operationId,
        description:
          'Signs a tenant user in with its tenant ID, username and password; answers the user and a token pair of the customer realm. Needs the `recaptcha` header; failed attempts are limited per address and per account.',
        body: tenantUserLoginBodySchema,
        response: { 200: customerSignInResponseSchema, ...errors(400, 401, 429) },
      },
      handler: async (request) => ({
        data: await withSignInFailureLimit(
          app,
          request,
          `tenant:${request.body.tenantId}:${request.body.username}`,
          () => signInTenantUser(app, request.body, request.ip),
        ),
      }),
    });
  }

  for (const { path, operationId } of [
    { path: '/users/mine', operationId: 'getOwnTenantUser' },
    { path: '/tenant-management/users/me', operationId: 'getOwnTenantManagementUser' },
  ]) {
    app.get(path, {
      preHandler: requireCustomer,
      schema: {
        tags: ['tenant users'],
        summary: 'The signed-in tenant user, with its tenant',
        operationId,
        description:
          'Answers the tenant user of the access token with its tenant’s name and ID (tenant users only; a company account’s token is 403).',
        security,
        response: { 200: marketplaceUserResponseSchema, ...errors(401, 403, 404) },
      },
      handler: async (request) => ({ data: await readOwnTenantUser(app, customerOf(request, 'tenant')) }),
    });
  }

  await app.register(
    ownProfileRoutes({
      base: '/users',
      account: 'TenantUser',
      kind: 'tenant',
      tag: 'tenant users',
      updateProfile: updateOwnTenantUser,
      changePassword: changeOwnTenantUserPassword,
    }),
  );

  for (const [base, account] of [
    ['/users', 'TenantUser'],
    ['/tenant-management/users', 'TenantManagementUser'],
  ] as const) {
    await app.register(passwordRecoveryRoutes({ base, tag: 'tenant users', account, resolve: customerRecovery }));
  }
};
