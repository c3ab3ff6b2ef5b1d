import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  marketplaceUserResponseSchema,
  passwordChangedResponseSchema,
  profileUpdateBodySchema,
  type MarketplaceUser,
  type TokenPair,
} from '@iot/shared/auth';
import { errorResponses as errors } from '../../http/error-responses.ts';
import type { ServiceContext } from '../../service-context.ts';
import { limitPerIp, withFailureLimit } from '../rate-limit/rate-limit-guards.ts';
import type { AccessClaims, CustomerKind } from './access-token.ts';
import { customerOf, requireCustomer } from './guards.ts';

type Change<Body, Answer> = (context: ServiceContext, claims: AccessClaims, id: string, body: Body) => Promise<Answer>;

export type ProfileRoutesOptions = {
  /** '/companies' or '/users': the routes are `${base}/:id` and `${base}/:id/password`. */
  base: string;
  /** The accounts' name inside the operationIds (`updateOwnCompanyProfile`, …). */
  account: string;
  kind: CustomerKind;
  tag: string;
  updateProfile: Change<z.infer<typeof profileUpdateBodySchema>, MarketplaceUser>;
  changePassword: Change<z.infer<typeof changePasswordBodySchema>, TokenPair>;
};

const idParams = z.object({ id: z.string().max(64) });
const security = [{ customerBearer: [] }];

/** A marketplace user's own profile and password (SPEC §7); another user's id is 403. */
export function ownProfileRoutes({
  base,
  account,
  kind,
  tag,
  updateProfile,
  changePassword,
}: ProfileRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(`${base}/:id`, {
      preHandler: requireCustomer,
      schema: {
        tags: [tag],
        summary: 'Update the signed-in user’s profile (its own id only)',
        operationId: `updateOwn${account}Profile`,
        description:
          'Changes the profile fields sent (title, names, phone number, address, avatar, language) of the signed-in account and keeps the others; the id in the path must be its own (403 otherwise).',
        security,
        params: idParams,
        body: profileUpdateBodySchema,
        response: { 200: marketplaceUserResponseSchema, ...errors(400, 401, 403, 404) },
      },
      handler: async (request) => ({
        data: await updateProfile(app, customerOf(request, kind), request.params.id, request.body),
      }),
    });

    app.patch(`${base}/:id/password`, {
      // Guessed like a sign-in: the same per-address limit, and wrong current passwords counted per account.
      preHandler: [requireCustomer, limitPerIp('sign-in', 'signInPerIp')],
      schema: {
        tags: [tag],
        summary: 'Change the password: every session ends, this one gets a new token pair',
        operationId: `changeOwn${account}Password`,
        description:
          'Checks the current password and sets the new one (the password rules of SPEC §5); every session of the account is revoked and the answer carries a fresh token pair, so only this device stays signed in. The id in the path must be the account’s own (403 otherwise). Limited per address like sign-in, and after 5 wrong current passwords the account’s changes are refused for 15 minutes (429).',
        security,
        params: idParams,
        body: changePasswordBodySchema,
        response: { 200: passwordChangedResponseSchema, ...errors(400, 401, 403, 404, 429) },
      },
      handler: async (request) => {
        const claims = customerOf(request, kind);
        return {
          data: await withFailureLimit(
            app,
            `password-change-failures:${kind}:${claims.sub}`,
            (error) => error.fields?.currentPassword !== undefined,
            () => changePassword(app, claims, request.params.id, request.body),
          ),
        };
      },
    });
  };
}
