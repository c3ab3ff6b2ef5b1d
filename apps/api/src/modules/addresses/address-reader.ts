import type { Address, AddressBody, AddressDescription } from '@iot/shared/addresses';
import type { Language } from '@iot/shared/languages';
import type { Owner } from '../../db/owner-columns.ts';
import type { ServiceContext } from '../../service-context.ts';
import { createAddress, describeAddress as describe, readAddress } from './address-service.ts';

/**
 * What other modules (the place-order workflow) may use of the address book (DESIGN §API: a small
 * public surface). Country and city are named in `language` (English unless told).
 */

/** One of the owner's saved addresses; another owner's id, or an unknown one, throws 404. */
export function readOwnAddress(
  ctx: ServiceContext,
  owner: Owner,
  id: string,
  language: Language = 'en',
): Promise<Address> {
  return readAddress(ctx, owner, id, language);
}

/** Saves a new address to the owner's book under the book's rules (limit, first is default, one default). */
export function saveAddress(
  ctx: ServiceContext,
  owner: Owner,
  body: AddressBody,
  language: Language = 'en',
): Promise<Address> {
  return createAddress(ctx, owner, body, language);
}

/** The view of an address that is not saved (an order's snapshot); an unknown country or city throws 400. */
export function describeAddress(
  ctx: ServiceContext,
  body: AddressBody,
  language: Language,
): Promise<AddressDescription> {
  return describe(ctx, body, language);
}
