import { errorCodes } from '@iot/shared/api-envelope';
import type {
  CustomerGroup,
  CustomerGroupBody,
  CustomerGroupMember,
  CustomerGroupMemberListQuery,
  CustomerRef,
} from '@iot/shared/customer-groups';
import { serverMessages } from '@iot/shared/server-messages';
import { message } from '@iot/shared/validation-messages';
import { customerKindOf, ownerOfCustomer, type Owner } from '../../db/owner-columns.ts';
import { AppError, conflict, notFound } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import { readCompanyContacts, type CustomerContact } from '../companies/company-reader.ts';
import { readTenantUserContacts } from '../tenants/tenant-user-reader.ts';
import {
  addMembers,
  deleteGroupRow,
  findGroupRow,
  insertGroupRow,
  isGroupNameTaken,
  listGroupRows,
  listMemberRows,
  lockGroupRow,
  removeMembers,
  updateGroupRow,
  type CustomerGroupWithCount,
} from './customer-group-repository.ts';
import { readTogether } from '../../db/read-together.ts';

const groupNotFound = () => notFound(message.notFound('Customer group'));
const nameTaken = () =>
  conflict(serverMessages.customerGroupNameTaken, { name: serverMessages.customerGroupNameTaken });

function toGroup(row: CustomerGroupWithCount): CustomerGroup {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    membersCount: row.membersCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listGroups(
  ctx: ServiceContext,
  query: { page: number; limit: number; search?: string | undefined },
) {
  const { rows, total } = await listGroupRows(ctx.db, {
    search: query.search,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { data: rows.map(toGroup), meta: { page: query.page, limit: query.limit, total } };
}

export async function getGroup(ctx: ServiceContext, id: string): Promise<CustomerGroup> {
  const row = await findGroupRow(ctx.db, id);
  if (!row) throw groupNotFound();
  return toGroup(row);
}

const descriptionOf = (body: CustomerGroupBody) => (body.description ? body.description : null);

export async function createGroup(ctx: ServiceContext, body: CustomerGroupBody): Promise<CustomerGroup> {
  const id = await ctx.db.transaction(async (tx) => {
    if (await isGroupNameTaken(tx, body.name)) throw nameTaken();
    return insertGroupRow(tx, { name: body.name, description: descriptionOf(body) });
  });
  return getGroup(ctx, id);
}

export async function updateGroup(ctx: ServiceContext, id: string, body: CustomerGroupBody): Promise<CustomerGroup> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockGroupRow(tx, id))) throw groupNotFound();
    if (await isGroupNameTaken(tx, body.name, id)) throw nameTaken();
    await updateGroupRow(tx, id, { name: body.name, description: descriptionOf(body) }, ctx.clock.now());
  });
  return getGroup(ctx, id);
}

/** Deleting a group removes its memberships (the accounts stay). */
export async function deleteGroup(ctx: ServiceContext, id: string): Promise<void> {
  if (!(await deleteGroupRow(ctx.db, id))) throw groupNotFound();
}

type Contacts = { company: Map<string, CustomerContact>; 'tenant-user': Map<string, CustomerContact> };

/** Who these owners are, through the companies' and tenant users' readers (one query each). */
async function contactsOf(ctx: ServiceContext, owners: Owner[], verifiedOnly = false): Promise<Contacts> {
  const idsOf = (kind: Owner['kind']) => owners.filter((owner) => owner.kind === kind).map((owner) => owner.id);
  const [companies, tenantUsers] = await readTogether(ctx.db, [
    () => readCompanyContacts(ctx, idsOf('company'), { verifiedOnly }),
    () => readTenantUserContacts(ctx, idsOf('tenant-user')),
  ]);
  return {
    company: new Map(companies.map((contact) => [contact.id, contact])),
    'tenant-user': new Map(tenantUsers.map((contact) => [contact.id, contact])),
  };
}

/**
 * The owners the request names, each once. A customer that is not an account of its kind (or a
 * company that has not confirmed its registration) → 400 naming each one, and nothing changes.
 */
async function requireCustomers(ctx: ServiceContext, customers: CustomerRef[]): Promise<Owner[]> {
  const owners = customers.map((customer) => ownerOfCustomer(customer.kind, customer.id));
  const contacts = await contactsOf(ctx, owners, true);
  const unknown = customers.filter((_customer, index) => {
    const owner = owners[index];
    return !owner || !contacts[owner.kind].has(owner.id);
  });
  if (unknown.length) {
    const fields = Object.fromEntries(
      customers.flatMap((customer, index) =>
        unknown.includes(customer) ? [[`customers.${index}.id`, message.notFound('Customer')]] : [],
      ),
    );
    throw new AppError(400, errorCodes.validation, message.notFound('Customer'), fields, undefined, {
      unknownCustomers: unknown,
    });
  }
  const seen = new Set<string>();
  return owners.filter((owner) => {
    const key = `${owner.kind}:${owner.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

async function changeMembers(
  ctx: ServiceContext,
  id: string,
  customers: CustomerRef[],
  change: (tx: ServiceContext['db'], owners: Owner[]) => Promise<void>,
): Promise<CustomerGroup> {
  const owners = await requireCustomers(ctx, customers);
  await ctx.db.transaction(async (tx) => {
    if (!(await lockGroupRow(tx, id))) throw groupNotFound();
    await change(tx, owners);
    await updateGroupRow(tx, id, {}, ctx.clock.now());
  });
  return getGroup(ctx, id);
}

/** SPEC §7 /customer-groups/{id}/push: add customers (those already in the group stay as they are). */
export function pushCustomers(ctx: ServiceContext, id: string, customers: CustomerRef[]): Promise<CustomerGroup> {
  const now = ctx.clock.now();
  return changeMembers(ctx, id, customers, (tx, owners) => addMembers(tx, id, owners, now));
}

/** SPEC §7 /customer-groups/{id}/pull: remove customers (those not in the group are ignored). */
export function pullCustomers(ctx: ServiceContext, id: string, customers: CustomerRef[]): Promise<CustomerGroup> {
  return changeMembers(ctx, id, customers, (tx, owners) => removeMembers(tx, id, owners));
}

/** The group's members with the name and e-mail of each account, latest added first. */
export async function listMembers(ctx: ServiceContext, id: string, query: CustomerGroupMemberListQuery) {
  if (!(await findGroupRow(ctx.db, id))) throw groupNotFound();
  const { rows, total } = await listMemberRows(ctx.db, id, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const contacts = await contactsOf(ctx, rows);
  const data: CustomerGroupMember[] = rows.map((row) => {
    const contact = contacts[row.kind].get(row.id);
    return {
      _id: row.id,
      kind: customerKindOf(row.kind),
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      addedAt: row.addedAt.toISOString(),
    };
  });
  return { data, meta: { page: query.page, limit: query.limit, total } };
}
