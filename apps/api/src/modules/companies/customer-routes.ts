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
      operationId: 'registerCompany',
      description:
        'Creates an unverified company account and e-mails it an 8-digit code to enter at verify-registration. Needs the `recaptcha` header and is limited per address; an e-mail that already has an account gets the same answer, so the answer never tells whether an account exists.',
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
      operationId: 'verifyCompanyRegistration',
      description:
        'Spends the e-mailed registration code: the account becomes verified and the answer carries its first access and refresh tokens. Wrong codes are counted and limited per address.',
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
      operationId: 'resendCompanyVerification',
      description:
        'E-mails a new registration code for an unverified account. SPEC §4 limits apply on the server: 60 seconds between sends, 5 resends, then 15 minutes blocked (429).',
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
      operationId: 'checkCompanyData',
      description:
        'For the registration form: answers, per field sent, whether that e-mail, username or phone number is still free (true) or already taken. Limited per address.',
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
      operationId: 'signInCompany',
      description:
        'Signs a verified company in with its e-mail or username and password; answers the user and a token pair of the customer realm. Needs the `recaptcha` header; failed attempts are limited per address and per account.',
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
      operationId: 'getOwnCompany',
      description:
        'Answers the company account of the access token (company accounts only; a tenant user’s token is 403).',
      security,
      response: { 200: marketplaceUserResponseSchema, ...errors(401, 403, 404) },
    },
    handler: async (request) => ({ data: await readOwnCompany(app, customerOf(request, 'root')) }),
  });

  await app.register(
    ownProfileRoutes({
      base: '/companies',
      account: 'Company',
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
      account: 'Company',
      resolve: (body) => ({ directory: companyDirectory, target: { email: body.email, scope: null } }),
    }),
  );
};
