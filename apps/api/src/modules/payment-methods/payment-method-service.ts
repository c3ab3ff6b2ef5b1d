import { createHash } from 'node:crypto';
import { displayName } from '@iot/shared/auth';
import { maskIban, type PaymentMethod, type PaymentMethodBody } from '@iot/shared/payment-methods';
import { message } from '@iot/shared/validation-messages';
import type { Owner } from '../../db/owner-columns.ts';
import { notFound } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { AccessClaims } from '../auth/access-token.ts';
import { readOwnCompany } from '../companies/company-service.ts';
import type { PaymentDriver } from '../payments/payment-provider.ts';
import { readOwnTenantUser } from '../tenants/tenant-user-service.ts';
import {
  deletePaymentMethodRow,
  findCardRow,
  findPaymentCustomerId,
  findPaymentMethodRow,
  insertPaymentCustomer,
  insertPaymentMethodRow,
  listPaymentMethodRows,
} from './payment-method-repository.ts';
import type { PaymentMethodRow } from './payment-method-table.ts';

/** A saved method with what only the server uses: the provider's reference and the driver that made it. */
export type SavedPaymentMethod = PaymentMethod & { providerRef: string | null; driver: PaymentDriver | null };

const methodNotFound = () => notFound(message.notFound('Payment method'));

/** Idempotency keys stay short and carry no token text (Stripe allows 255 characters). */
function idempotencyKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** SPEC §3: a card shows brand, last four, expiry and holder; a bank account its IBAN masked to country and last four. */
function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  if (row.kind === 'card')
    return {
      _id: row.id,
      kind: 'card',
      type: row.type,
      brand: row.brand ?? '',
      last4: row.last4 ?? '',
      expMonth: row.expMonth ?? 0,
      expYear: row.expYear ?? 0,
      holderName: row.holderName ?? '',
    };
  return {
    _id: row.id,
    kind: 'bank-account',
    accountName: row.accountName ?? '',
    iban: maskIban(row.iban ?? ''),
    swift: row.swift ?? '',
  };
}

function toSaved(row: PaymentMethodRow): SavedPaymentMethod {
  return {
    ...toPaymentMethod(row),
    providerRef: row.providerRef,
    driver: (row.driver as PaymentDriver | null) ?? null,
  };
}

/** Who the provider's customer is: the account's e-mail and the name people know it by. */
async function contactOf(ctx: ServiceContext, owner: Owner): Promise<{ email: string; name: string }> {
  const claims: AccessClaims = {
    sub: owner.id,
    realm: 'customer',
    isAdmin: false,
    permissions: [],
    kind: owner.kind === 'company' ? 'root' : 'tenant',
  };
  const user = owner.kind === 'company' ? await readOwnCompany(ctx, claims) : await readOwnTenantUser(ctx, claims);
  return { email: user.email, name: user.companyName ?? displayName(user) };
}

export async function listPaymentMethods(ctx: ServiceContext, owner: Owner): Promise<PaymentMethod[]> {
  return (await listPaymentMethodRows(ctx.db, owner, ctx.payments.driver)).map(toPaymentMethod);
}

/** One of the owner's methods; anyone else's id is not found (DESIGN §API: customers see only their own). */
export async function readSavedPaymentMethod(
  ctx: ServiceContext,
  owner: Owner,
  id: string,
): Promise<SavedPaymentMethod> {
  const row = await findPaymentMethodRow(ctx.db, owner, id, ctx.payments.driver);
  if (!row) throw methodNotFound();
  return toSaved(row);
}

export async function readPaymentMethod(ctx: ServiceContext, owner: Owner, id: string): Promise<PaymentMethod> {
  const row = await findPaymentMethodRow(ctx.db, owner, id, ctx.payments.driver);
  if (!row) throw methodNotFound();
  return toPaymentMethod(row);
}

/**
 * The provider's customer for the owner, created on first need and kept in `payment_customers`.
 * The provider is called outside any transaction (DESIGN §API); two first requests at once send
 * the same idempotency key, and the unique index keeps the first row recorded, which both answer.
 */
export async function ensureProviderCustomer(ctx: ServiceContext, owner: Owner): Promise<string> {
  const { driver } = ctx.payments;
  const known = await findPaymentCustomerId(ctx.db, owner, driver);
  if (known) return known;
  const contact = await contactOf(ctx, owner);
  const created = await ctx.payments.createCustomer({
    ...contact,
    idempotencyKey: idempotencyKey('customer', driver, owner.kind, owner.id),
  });
  await insertPaymentCustomer(ctx.db, owner, driver, created);
  return (await findPaymentCustomerId(ctx.db, owner, driver)) ?? created;
}

/**
 * Saves a card from the provider's browser-side token on the owner's provider customer (Stripe: a
 * SetupIntent). Only brand, last four, expiry, holder name and the provider's reference are
 * stored (DESIGN §API). A card the owner has saved already is answered as it is, not doubled.
 */
export async function saveCard(
  ctx: ServiceContext,
  owner: Owner,
  token: string,
  holderName: string,
): Promise<SavedPaymentMethod> {
  const { driver } = ctx.payments;
  const customer = await ensureProviderCustomer(ctx, owner);
  const saved = await ctx.payments.saveCard({
    customer,
    paymentMethod: token,
    idempotencyKey: idempotencyKey('save-card', driver, owner.kind, owner.id, token),
  });
  const existing = await findCardRow(ctx.db, owner, driver, saved.ref);
  if (existing) return toSaved(existing);
  const row = await insertPaymentMethodRow(ctx.db, {
    ownerKind: owner.kind,
    ownerId: owner.id,
    kind: 'card',
    type: 'STRIPE',
    driver,
    providerRef: saved.ref,
    brand: saved.card.brand,
    last4: saved.card.last4,
    expMonth: saved.card.expMonth,
    expYear: saved.card.expYear,
    holderName,
  });
  return toSaved(row);
}

/** POST /payment-methods: a card through the provider, or a bank account (IBAN and SWIFT checked by the schema). */
export async function addPaymentMethod(
  ctx: ServiceContext,
  owner: Owner,
  body: PaymentMethodBody,
): Promise<PaymentMethod> {
  if (body.kind === 'card') {
    const { providerRef: _ref, driver: _driver, ...view } = await saveCard(ctx, owner, body.token, body.holderName);
    return view;
  }
  const row = await insertPaymentMethodRow(ctx.db, {
    ownerKind: owner.kind,
    ownerId: owner.id,
    kind: 'bank-account',
    accountName: body.accountName,
    iban: body.iban,
    swift: body.swift,
  });
  return toPaymentMethod(row);
}

export async function removePaymentMethod(ctx: ServiceContext, owner: Owner, id: string): Promise<void> {
  const removed = await deletePaymentMethodRow(ctx.db, owner, id, ctx.payments.driver);
  if (!removed) throw methodNotFound();
}
