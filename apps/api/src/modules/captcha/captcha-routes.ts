import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaChallengeResponseSchema } from '@iot/shared/auth';
import { realmOfPrefix } from '../../http/route-schemas.ts';
import { issueCaptchaChallenge } from './captcha-service.ts';

/** Registered under both API bases: each sign-in screen asks its own base. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/captcha/challenge', {
    schema: {
      tags: ['auth'],
      summary: 'A proof-of-work challenge (or the reCAPTCHA site key) for the recaptcha header',
      operationId: `get${realmOfPrefix(app.prefix)}CaptchaChallenge`,
      description:
        'pow: find a nonce so that sha256(`${challenge}:${nonce}`) (hex) starts with `difficulty` zero bits, then send the header `recaptcha: <challenge>:<nonce>` once, before expiresAt.',
      response: { 200: captchaChallengeResponseSchema },
    },
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: issueCaptchaChallenge(app) };
    },
  });
};
