import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { countPaymentCall } from '../../http/metrics.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** The secret the sandbox signs its own webhooks with, derived from the server's signing secret. */
export const sandboxWebhookSecret = (tokenSecret: string) => `${tokenSecret}:sandbox-webhooks`;

/**
 * DESIGN §Operations: payments by outcome. Every call that reserves or moves money is counted with
 * what the provider answered (its status) or `error` when the call itself failed.
 */
function countingOutcomes(provider: PaymentProvider): PaymentProvider {
  const counted = async <T extends { status: string }>(operation: string, call: () => Promise<T>): Promise<T> => {
    try {
      const result = await call();
      countPaymentCall(provider.driver, operation, result.status);
      return result;
    } catch (error) {
      countPaymentCall(provider.driver, operation, 'error');
      throw error;
    }
  };
  return {
    ...provider,
    authorize: (input) => counted('authorize', () => provider.authorize(input)),
    capture: (ref, key) => counted('capture', () => provider.capture(ref, key)),
    cancel: (ref, key) => counted('cancel', () => provider.cancel(ref, key)),
  };
}

/**
 * The configured provider (DESIGN §API): Stripe when its keys are set, otherwise the offline
 * sandbox, which production runs only when PAYMENTS=sandbox says so (config.ts refuses to start
 * otherwise).
 */
export function createPaymentProvider(db: Database, config: Config, secret: string): PaymentProvider {
  if (config.stripe) return countingOutcomes(createStripeProvider(config.stripe));
  return countingOutcomes(createSandboxProvider(db, sandboxWebhookSecret(secret)));
}
