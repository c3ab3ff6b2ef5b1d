import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { logoutBodySchema, refreshBodySchema, refreshResponseSchema } from '@iot/shared/auth';
import type { Realm } from './access-token.ts';
import { endSession } from './session-service.ts';
import { refreshTokenPair, type ClaimsLoader } from './sign-in-service.ts';

/** A path and the operationId it has in the OpenAPI document (unique, so one per path). */
export type OperationPath = { path: string; operationId: string };

export type SessionRoutesOptions = {
  realm: Realm;
  refreshPaths: OperationPath[];
  logoutPaths: OperationPath[];
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
    for (const { path, operationId } of refreshPaths) {
      app.post(path, {
        schema: {
          tags: [tag],
          summary: 'Swap a refresh token for a new access and refresh token (the old refresh token stops working)',
          operationId,
          description: `Rotates a refresh token of the ${realm} realm: answers a new access token and a new refresh token, and the one sent stops working. Sending a refresh token that was already rotated revokes its whole family (DESIGN §API), and a token of the other realm or of a blocked account is 401.`,
          body: refreshBodySchema,
          response: { 200: refreshResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
        },
        handler: async (request) => ({
          data: await refreshTokenPair(app, realm, request.body.refreshToken, loadClaims),
        }),
      });
    }
    for (const { path, operationId } of logoutPaths) {
      app.post(path, {
        schema: {
          tags: [tag],
          summary: 'Sign out: the refresh token and every token rotated from it stop working',
          operationId,
          description: `Ends the ${realm} session of the refresh token sent: its whole token family is revoked, and the access tokens of that session stop working at once. Answers 204, also for an unknown or already ended token.`,
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
