import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { logoutBodySchema, refreshBodySchema, refreshResponseSchema } from '@iot/shared/auth';
import type { Realm } from './access-token.ts';
import { endSession } from './session-service.ts';
import { refreshTokenPair, type ClaimsLoader } from './sign-in-service.ts';

export type SessionRoutesOptions = {
  realm: Realm;
  refreshPaths: string[];
  logoutPaths: string[];
  tag: string;
  loadClaims: ClaimsLoader;
};

/** Refresh (rotation with reuse detection) and logout of one realm; a token of the other realm is refused. */
export function sessionRoutes({
  realm,
  refreshPaths,
  logoutPaths,
  tag,
  loadClaims,
}: SessionRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    for (const path of refreshPaths) {
      app.post(path, {
        schema: {
          tags: [tag],
          summary: 'Swap a refresh token for a new access and refresh token (the old refresh token stops working)',
          body: refreshBodySchema,
          response: { 200: refreshResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
        },
        handler: async (request) => ({
          data: await refreshTokenPair(app, realm, request.body.refreshToken, loadClaims),
        }),
      });
    }
    for (const path of logoutPaths) {
      app.post(path, {
        schema: {
          tags: [tag],
          summary: 'Sign out: the refresh token and every token rotated from it stop working',
          body: logoutBodySchema,
          response: { 204: z.null().describe('Signed out'), 400: errorEnvelopeSchema },
        },
        handler: async (request, reply) => {
          await endSession(app, realm, request.body.refreshToken);
          return reply.status(204).send(null);
        },
      });
    }
  };
}
