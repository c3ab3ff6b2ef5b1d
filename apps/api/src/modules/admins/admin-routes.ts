import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { adminProfileResponseSchema, adminSignInResponseSchema, cmsSignInBodySchema } from '@iot/shared/auth';
import { adminOf, requireAdmin } from '../auth/guards.ts';
import { passwordRecoveryRoutes } from '../auth/password-recovery-routes.ts';
import { sessionRoutes } from '../auth/session-routes.ts';
import { requireCaptcha } from '../captcha/captcha-service.ts';
import { limitPerIp, withSignInFailureLimit } from '../rate-limit/rate-limit-guards.ts';
import { adminDirectory, loadAdminClaims, readAdminProfile, signInAdmin } from './admin-service.ts';

/** SPEC §7 CMS auth, under /marketplace. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/admins/auth/signin', {
    preHandler: [limitPerIp('sign-in', 'signInPerIp'), requireCaptcha],
    schema: {
      tags: ['admins'],
      summary: 'CMS sign-in with e-mail and password (needs the recaptcha header)',
      operationId: 'signInAdmin',
      description:
        'Signs an administrator in to the back office with e-mail and password; answers the administrator and a token pair of the admin realm. Needs the `recaptcha` header; failed attempts are limited per address and per account.',
      body: cmsSignInBodySchema,
      response: {
        200: adminSignInResponseSchema,
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        429: errorEnvelopeSchema,
      },
    },
    handler: async (request) => ({
      data: await withSignInFailureLimit(app, request, `admin:${request.body.username}`, () =>
        signInAdmin(app, request.body, request.ip),
      ),
    }),
  });

  await app.register(
    sessionRoutes({
      realm: 'admin',
      tag: 'admins',
      refreshPaths: [{ path: '/admins/auth/refresh', operationId: 'refreshAdminSession' }],
      logoutPaths: [{ path: '/admins/auth/logout', operationId: 'signOutAdmin' }],
      loadClaims: loadAdminClaims,
    }),
  );

  app.get('/admins/admins/myProfile', {
    preHandler: requireAdmin,
    schema: {
      tags: ['admins'],
      summary: 'The signed-in administrator',
      operationId: 'getAdminProfile',
      description: 'Answers the administrator of the access token: e-mail, name, roles and permissions.',
      security: [{ adminBearer: [] }],
      'x-permission': 'own-account',
      response: {
        200: adminProfileResponseSchema,
        401: errorEnvelopeSchema,
        403: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
      },
    },
    handler: async (request) => ({ data: await readAdminProfile(app, adminOf(request).sub) }),
  });

  await app.register(
    passwordRecoveryRoutes({
      base: '/admins/admins',
      tag: 'admins',
      account: 'Admin',
      resolve: (body) => ({ directory: adminDirectory, target: { email: body.email, scope: null } }),
    }),
  );
};
