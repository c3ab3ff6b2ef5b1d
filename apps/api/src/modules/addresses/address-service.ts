import {
  addressLimit,
  type Address,
  type AddressBody,
  type AddressDescription,
  type AddressPatch,
} from '@iot/shared/addresses';
import type { Language } from '@iot/shared/languages';
import { message } from '@iot/shared/validation-messages';
import type { Owner } from '../../db/owner-columns.ts';
import { badRequest, notFound, validationFailed } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import { countryName, findCity } from '../locations/location-reader.ts';
import {
  clearDefaultAddress,
  countAddressRows,
  deleteAddressRow,
  findAddressRow,
  insertAddressRow,
  listAddressRows,
  lockAddressBook,
  newestAddressRow,
  updateAddressRow,
  type AddressChanges,
} from './address-repository.ts';
import type { AddressRow } from './address-table.ts';

type PlaceNames = { countryName: string; cityName: string };

const addressNotFound = () => notFound(message.notFound('Address'));

/**
 * SPEC §3 Address: the country is an ISO country and the city one of that country's cities, both
 * ids from the SPEC §7 metadata endpoints; answers their names in `language`.
 */
async function checkedPlace(country: string, city: string, language: Language): Promise<PlaceNames> {
  const named = countryName(country, language);
  if (named === undefined) throw validationFailed({ country: message.invalid('Country') });
  const found = await findCity(country, city, language);
  if (!found) throw validationFailed({ city: message.invalid('City') });
  return { countryName: named, cityName: found.name };
}

/** Names for a stored address; a city a newer data set no longer lists keeps its id as its name. */
async function storedPlace(row: Pick<AddressRow, 'country' | 'city'>, language: Language): Promise<PlaceNames> {
  return {
    countryName: countryName(row.country, language) ?? row.country,
    cityName: (await findCity(row.country, row.city, language))?.name ?? row.city,
  };
}

function toAddress(row: AddressRow, place: PlaceNames): Address {
  return {
    _id: row.id,
    name: row.name,
    type: row.type,
    country: row.country,
    countryName: place.countryName,
    city: row.city,
    cityName: place.cityName,
    address: row.address,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    additionalDetails: row.additionalDetails,
    isDefault: row.isDefault,
  };
}

async function view(row: AddressRow, language: Language): Promise<Address> {
  return toAddress(row, await storedPlace(row, language));
}

/** The signed-in customer's address book, default first, then newest. */
export async function listAddresses(ctx: ServiceContext, owner: Owner, language: Language): Promise<Address[]> {
  const rows = await listAddressRows(ctx.db, owner);
  return Promise.all(rows.map((row) => view(row, language)));
}

/** One of the owner's addresses; anyone else's id is not found (DESIGN §API: customers see only their own). */
export async function readAddress(ctx: ServiceContext, owner: Owner, id: string, language: Language): Promise<Address> {
  const row = await findAddressRow(ctx.db, owner, id);
  if (!row) throw addressNotFound();
  return view(row, language);
}

/**
 * Adds an address to the owner's book: at most `addressLimit` of them; the first one becomes the
 * default, and one saved as default takes the flag from the previous default in the same
 * transaction (the partial unique index allows one default per owner).
 */
async function addToBook(ctx: ServiceContext, owner: Owner, body: AddressBody): Promise<AddressRow> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockAddressBook(tx, owner);
    const saved = await countAddressRows(tx, owner);
    if (saved >= addressLimit) throw badRequest(message.savedLimit('addresses', addressLimit));
    const isDefault = saved === 0 || body.isDefault === true;
    if (isDefault && saved > 0) await clearDefaultAddress(tx, owner, now);
    return insertAddressRow(tx, {
      ownerKind: owner.kind,
      ownerId: owner.id,
      name: body.name ?? '',
      type: body.type ?? 'home',
      country: body.country,
      city: body.city,
      address: body.address,
      fullName: body.fullName,
      phoneNumber: body.phoneNumber,
      additionalDetails: body.additionalDetails ?? '',
      isDefault,
    });
  });
}

/** Saves an address with a known country and one of its cities (see addToBook for the book's rules). */
export async function createAddress(
  ctx: ServiceContext,
  owner: Owner,
  body: AddressBody,
  language: Language,
): Promise<Address> {
  const place = await checkedPlace(body.country, body.city, language);
  return toAddress(await addToBook(ctx, owner, body), place);
}

/**
 * Changes some fields of one of the owner's addresses. Country and city are checked together
 * with what is stored. `isDefault: true` moves the default here; the default is never simply
 * cleared (the book keeps one while it has addresses), so `isDefault: false` on it changes nothing.
 */
export async function changeAddress(
  ctx: ServiceContext,
  owner: Owner,
  id: string,
  patch: AddressPatch,
  language: Language,
): Promise<Address> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockAddressBook(tx, owner);
    const current = await findAddressRow(tx, owner, id);
    if (!current) throw addressNotFound();
    if (patch.country !== undefined || patch.city !== undefined)
      await checkedPlace(patch.country ?? current.country, patch.city ?? current.city, language);
    const { isDefault, ...fields } = patch;
    const changes: AddressChanges = { ...fields };
    if (isDefault === true && !current.isDefault) {
      await clearDefaultAddress(tx, owner, now);
      changes.isDefault = true;
    }
    return updateAddressRow(tx, owner, id, changes, now);
  });
  if (!row) throw addressNotFound();
  return view(row, language);
}

/** Removes one of the owner's addresses; when it was the default, the newest remaining one becomes it. */
export async function removeAddress(ctx: ServiceContext, owner: Owner, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockAddressBook(tx, owner);
    const removed = await deleteAddressRow(tx, owner, id);
    if (!removed) throw addressNotFound();
    if (!removed.isDefault) return;
    const newest = await newestAddressRow(tx, owner);
    if (newest) await updateAddressRow(tx, owner, newest.id, { isDefault: true }, now);
  });
}

/** An address as it would be shown, without saving it (an order's snapshot of a new address); checked like a saved one. */
export async function describeAddress(
  _ctx: ServiceContext,
  body: AddressBody,
  language: Language,
): Promise<AddressDescription> {
  const place = await checkedPlace(body.country, body.city, language);
  return {
    name: body.name ?? '',
    type: body.type ?? 'home',
    country: body.country,
    countryName: place.countryName,
    city: body.city,
    cityName: place.cityName,
    address: body.address,
    fullName: body.fullName,
    phoneNumber: body.phoneNumber,
    additionalDetails: body.additionalDetails ?? '',
    isDefault: body.isDefault ?? false,
  };
}

/**
 * The demo company's saved default address (a fresh install shows one in the profile). Its place
 * is not looked up: the city table loads on first need (≈150k rows), and start-up (and every test
 * app's seed) should not wait for it; the address-book tests read this one back as Dubai.
 */
export async function seedDemoAddress(ctx: ServiceContext, owner: Owner): Promise<void> {
  if ((await countAddressRows(ctx.db, owner)) > 0) return;
  await addToBook(ctx, owner, {
    name: 'Office',
    type: 'work',
    country: 'AE',
    city: 'AE-DU-dubai',
    address: 'Bay Square, Building 5, Office 402',
    fullName: 'Demo Company',
    phoneNumber: '+971 4 000 0000',
    additionalDetails: 'Business Bay',
    isDefault: true,
  });
}
