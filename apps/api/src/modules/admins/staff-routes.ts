import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  staffInviteBodySchema,
  staffListQuerySchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffRoleBodySchema,
  staffStatusBodySchema,
} from '@iot/shared/staff-roles';
import { idParams } from '../../http/route-schemas.ts';
import { errorResponses as errors } from '../../http/error-responses.ts';
import { storefrontOrigin } from '../../http/storefront-origin.ts';
import { auditedWrite, createdId } from '../audit/audit-service.ts';
import { changeStaffAccess, inviteStaffMember, listStaff, readStaffMember } from './admin-service.ts';

const security = [{ adminBearer: [] }];
const resource = 'admins';
const snapshot = readStaffMember;

/** The back office's administrators (/cms/admins): invited, given a role, deactivated by super admins. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admins/admins', {
    schema: {
      tags: ['admins'],
      summary: 'The administrators, their roles and whether they joined',
      operationId: 'listStaff',
      description:
        'A page of back-office administrators with their role and status (invited, active, deactivated); `search` matches the names or the e-mail. Super admins only.',
      security,
      'x-permission': 'admins:read',
      querystring: staffListQuerySchema,
      response: { 200: staffListResponseSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => listStaff(app, request.query),
  });

  app.post('/admins/admins', {
    schema: {
      tags: ['admins'],
      summary: 'Invite an administrator by e-mail, with a role',
      operationId: 'inviteStaffMember',
      description:
        'Creates an administrator with the given role and no password, and e-mails a code with the address of the invitation page, where the code sets the password (the reset-password step). A taken e-mail is a 409.',
      security,
      'x-permission': 'admins:write',
      body: staffInviteBodySchema,
      response: { 201: staffMemberResponseSchema, ...errors(400, 401, 403, 409, 429) },
    },
    handler: async (request, reply) => {
      const language = request.body.language ?? request.language;
      const link = `${storefrontOrigin(request)}/${language}/cms-invite?email=${encodeURIComponent(request.body.email)}`;
      const data = await auditedWrite(request, { action: 'invite', resource, id: createdId, snapshot }, (ctx) =>
        inviteStaffMember(ctx, request.body, { language: request.language, link }),
      );
      return reply.status(201).send({ data });
    },
  });

  app.patch('/admins/admins/:id/role', {
    schema: {
      tags: ['admins'],
      summary: 'Give an administrator another role',
      operationId: 'changeStaffRole',
      description:
        'Changes an administrator’s role; their sessions end, so they sign in again with the new rights. The last active super admin cannot be given another role (409).',
      security,
      'x-permission': 'admins:write',
      params: idParams,
      body: staffRoleBodySchema,
      response: { 200: staffMemberResponseSchema, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      data: await auditedWrite(request, { action: 'role', resource, id: request.params.id, snapshot }, (ctx) =>
        changeStaffAccess(ctx, request.params.id, { role: request.body.role }),
      ),
    }),
  });

  app.patch('/admins/admins/:id/status', {
    schema: {
      tags: ['admins'],
      summary: 'Deactivate an administrator (sessions end at once) or activate one again',
      operationId: 'changeStaffStatus',
      description:
        'Deactivates an administrator: their sign-in, token refresh and current sessions stop working at once; or activates them again. The last active super admin cannot be deactivated (409).',
      security,
      'x-permission': 'admins:write',
      params: idParams,
      body: staffStatusBodySchema,
      response: { 200: staffMemberResponseSchema, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      data: await auditedWrite(request, { action: 'status', resource, id: request.params.id, snapshot }, (ctx) =>
        changeStaffAccess(ctx, request.params.id, { status: request.body.status }),
      ),
    }),
  });
};
