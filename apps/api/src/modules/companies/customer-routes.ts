import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkDataBodySchema,
  checkDataResponseSchema,
  companyLoginBodySchema,
  companyRegisterBodySchema,
  customerSignInResponseSchema,
  marketplaceUserResponseSchema,
  otpSentResponseSchema,
  registrationStartedResponseSchema,
  resendVerificationBodySchema,
  verifyRegistrationBodySchema,
} from '@iot/shared/auth';
import { errorResponses as errors } from '../../http/error-responses.ts';
import { customerOf, requireCustomer } from '../auth/guards.ts';
import { passwordRecoveryRoutes } from '../auth/password-recovery-routes.ts';
import { ownProfileRoutes } from '../auth/profile-routes.ts';
import { requireCaptcha } from '../captcha/captcha-service.ts';
import { limitPerIp, withSignInFailureLimit } from '../rate-limit/rate-limit-guards.ts';
import {
  changeOwnCompanyPassword,
  checkCompanyData,
  companyDirectory,
  readOwnCompany,
  registerCompany,
  resendRegistrationCode,
  signInCompany,
  updateOwnCompany,
  verifyRegistration,
} from './company-service.ts';

const security = [{ customerBearer: [] }];

/** SPEC §7 root user (company) auth, under /marketplace-customer. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/companies/register', {
    preHandler: [limitPerIp('register', 'registrationPerIp'), requireCaptcha],
    schema: {
      tags: ['companies'],
      summary: 'Start a registration: e-mails an 8-digit code (same answer for an e-mail that already has an account)',
      body: companyRegisterBodySchema,
      response: { 201: registrationStartedResponseSchema, ...errors(400, 409, 429) },
    },
    handler: async (request, reply) => {
      const data = await registerCompany(app, request.body, request.language);
      return reply.status(201).send({ data });
    },
  });

  app.post('/companies/verify-registration', {
    preHandler: limitPerIp('one-time-code', 'oneTimeCodePerIp'),
    schema: {
      tags: ['companies'],
      summary: 'Enter the registration code: the company is verified and signed in',
      body: verifyRegistrationBodySchema,
      response: { 200: customerSignInResponseSchema, ...errors(400, 404, 409, 429) },
    },
    handler: async (request) => ({ data: await verifyRegistration(app, request.body) }),
  });

  app.post('/companies/resend-verification', {
    preHandler: limitPerIp('one-time-code', 'oneTimeCodePerIp'),
    schema: {
      tags: ['companies'],
      summary: 'Send the registration code again (60 s apart, 5 resends, then 15 minutes blocked)',
      body: resendVerificationBodySchema,
      response: { 200: otpSentResponseSchema, ...errors(400, 429) },
    },
    handler: async (request) => ({ data: await resendRegistrationCode(app, request.body.email) }),
  });

  app.post('/companies/check-data', {
    preHandler: limitPerIp('check-data', 'checkDataPerIp'),
    schema: {
      tags: ['companies'],
      summary: 'Whether an e-mail, username or phone number is still free (true = free)',
      body: checkDataBodySchema,
      response: { 200: checkDataResponseSchema, ...errors(400, 429) },
    },
    handler: async (request) => ({ data: await checkCompanyData(app, request.body) }),
  });

  app.post('/companies/login', {
    preHandler: [limitPerIp('sign-in', 'signInPerIp'), requireCaptcha],
    schema: {
      tags: ['companies'],
      summary: 'Company sign-in with e-mail or username (needs the recaptcha header)',
      body: companyLoginBodySchema,
      response: { 200: customerSignInResponseSchema, ...errors(400, 401, 403, 429) },
    },
    handler: async (request) => ({
      data: await withSignInFailureLimit(app, request, `company:${request.body.username}`, () =>
        signInCompany(app, request.body, request.ip),
      ),
    }),
  });

  app.get('/companies/mine', {
    preHandler: requireCustomer,
    schema: {
      tags: ['companies'],
      summary: 'The signed-in company',
      security,
      response: { 200: marketplaceUserResponseSchema, ...errors(401, 403, 404) },
    },
    handler: async (request) => ({ data: await readOwnCompany(app, customerOf(request, 'root')) }),
  });

  await app.register(
    ownProfileRoutes({
      base: '/companies',
      kind: 'root',
      tag: 'companies',
      updateProfile: updateOwnCompany,
      changePassword: changeOwnCompanyPassword,
    }),
  );

  await app.register(
    passwordRecoveryRoutes({
      base: '/companies',
      tag: 'companies',
      resolve: (body) => ({ directory: companyDirectory, target: { email: body.email, scope: null } }),
    }),
  );
};
