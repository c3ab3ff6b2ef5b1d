import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** The secret the sandbox signs its own webhooks with, derived from the server's signing secret. */
export const sandboxWebhookSecret = (tokenSecret: string) => `${tokenSecret}:sandbox-webhooks`;

/** The configured provider: Stripe when its keys are set, otherwise the offline sandbox (DESIGN §API). */
export function createPaymentProvider(db: Database, config: Config, secret: string): PaymentProvider {
  if (config.stripe) return createStripeProvider(config.stripe);
  return createSandboxProvider(db, sandboxWebhookSecret(secret));
}
