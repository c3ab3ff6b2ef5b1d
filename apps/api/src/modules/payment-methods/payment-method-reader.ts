import type { Owner } from '../../db/owner-columns.ts';
import type { ServiceContext } from '../../service-context.ts';
import {
  ensureProviderCustomer,
  readSavedPaymentMethod,
  saveCard,
  type SavedPaymentMethod,
} from './payment-method-service.ts';

/**
 * What other modules (the place-order workflow) may use of saved payment methods (DESIGN §API: a
 * small public surface). Each calls the payment provider at most outside the database: never
 * call them while a transaction holds rows locked.
 */
export type { SavedPaymentMethod };

/** One of the owner's methods with its provider reference and driver; another owner's id throws 404. */
export function readOwnPaymentMethod(ctx: ServiceContext, owner: Owner, id: string): Promise<SavedPaymentMethod> {
  return readSavedPaymentMethod(ctx, owner, id);
}

/** The provider's customer id for the owner, created at the provider on first need. */
export function providerCustomerOf(ctx: ServiceContext, owner: Owner): Promise<string> {
  return ensureProviderCustomer(ctx, owner);
}

/** Saves a card token (SPEC §3 save-for-future) on the owner's provider customer; a declined card throws 400. */
export function saveCardForOwner(
  ctx: ServiceContext,
  owner: Owner,
  token: string,
  holderName: string,
): Promise<SavedPaymentMethod> {
  return saveCard(ctx, owner, token, holderName);
}
