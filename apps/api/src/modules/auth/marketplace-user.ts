import type { z } from 'zod';
import {
  customerPermissions,
  type CustomerRole,
  type MarketplaceUser,
  type profileUpdateBodySchema,
} from '@iot/shared/auth';
import type { Language } from '@iot/shared/languages';

/** The columns company and tenant user rows share (db/columns.ts marketplaceProfileColumns). */
export type ProfileRow = {
  id: string;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  avatar: string | null;
  phoneIsoCode: string | null;
  phoneNumber: string | null;
  city: string | null;
  country: string | null;
  additionalDetails: string | null;
  language: Language;
};

/** Roles and permissions of marketplace users (SPEC §6: finer permissions not shown). */
export const customerAccess: Record<
  MarketplaceUser['kind'],
  { roles: CustomerRole[]; permissions: readonly string[] }
> = {
  root: { roles: ['root'], permissions: customerPermissions },
  tenant: { roles: ['tenant-user'], permissions: customerPermissions },
};

/** SPEC §3 marketplace user from a row; `extra` adds what differs by kind (company name, tenant). */
export function toMarketplaceUser(
  row: ProfileRow,
  extra: Pick<MarketplaceUser, 'kind' | 'companyName' | 'tenant'>,
): MarketplaceUser {
  const access = customerAccess[extra.kind];
  const hasAddress = row.city !== null || row.country !== null || row.additionalDetails !== null;
  return {
    _id: row.id,
    avatar: row.avatar,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    username: row.username,
    phoneNumber:
      row.phoneIsoCode && row.phoneNumber ? { isoCode: row.phoneIsoCode, phoneNumber: row.phoneNumber } : null,
    address: hasAddress
      ? { city: row.city ?? '', country: row.country ?? '', additionalDetails: row.additionalDetails ?? '' }
      : null,
    roles: [...access.roles],
    permissions: [...access.permissions],
    language: row.language,
    ...extra,
  };
}

export type ProfileChanges = Partial<Omit<ProfileRow, 'id' | 'email' | 'username'>>;

/** A profile PATCH (profileUpdateBodySchema) as column changes; fields left out stay as they are. */
export function profileChanges(patch: z.infer<typeof profileUpdateBodySchema>): ProfileChanges {
  const { phoneNumber, address, ...plain } = patch;
  return {
    ...plain,
    ...(phoneNumber ? { phoneIsoCode: phoneNumber.isoCode, phoneNumber: phoneNumber.phoneNumber } : {}),
    ...(address
      ? {
          city: address.city ?? null,
          country: address.country ?? null,
          additionalDetails: address.additionalDetails ?? null,
        }
      : {}),
  };
}
