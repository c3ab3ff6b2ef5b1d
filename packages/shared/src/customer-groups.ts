import { z } from 'zod';
import { pageEnvelope, pageMetaSchema } from './api-envelope.ts';
import { customerKinds } from './admin-orders.ts';
import { optionalText, requiredText } from './fields.ts';

/** SPEC §2 /cms/customers/groups: named sets of customers; a discount can be limited to some. */
export const customerGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  membersCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomerGroup = z.infer<typeof customerGroupSchema>;
export const customerGroupResponseSchema = z.object({ data: customerGroupSchema });
export const customerGroupListResponseSchema = z.object({ data: z.array(customerGroupSchema), meta: pageMetaSchema });

/** GET /marketplace/customer-groups. */
export const customerGroupListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
});

/** POST /marketplace/customer-groups and PATCH /marketplace/customer-groups/{id}. */
export const customerGroupBodySchema = z
  .object({
    name: requiredText('Name', 100),
    description: optionalText('Description', 255).optional(),
  })
  .strict();
export type CustomerGroupBody = z.infer<typeof customerGroupBodySchema>;

/** A customer as the back office names it: a company account (root) or a tenant user. */
export const customerRefSchema = z.object({ kind: z.enum(customerKinds), id: z.uuid() });
export type CustomerRef = z.infer<typeof customerRefSchema>;

/** POST /marketplace/customer-groups/{id}/push and /pull: add or remove customers (SPEC §7). */
export const customerGroupMembersBodySchema = z
  .object({ customers: z.array(customerRefSchema).min(1).max(100) })
  .strict();
export type CustomerGroupMembersBody = z.infer<typeof customerGroupMembersBodySchema>;

/** A member of a group as the back office lists it: the account's display name and e-mail. */
export const customerGroupMemberSchema = z.object({
  _id: z.string(),
  kind: z.enum(customerKinds),
  /** The company's name (root) or the tenant user's first and last name, else its username. */
  name: z.string(),
  email: z.string(),
  addedAt: z.string(),
});
export type CustomerGroupMember = z.infer<typeof customerGroupMemberSchema>;
export const customerGroupMemberListResponseSchema = pageEnvelope(customerGroupMemberSchema);

/** GET /marketplace/customer-groups/{id}/members: latest added first. */
export const customerGroupMemberListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type CustomerGroupMemberListQuery = z.infer<typeof customerGroupMemberListQuerySchema>;
