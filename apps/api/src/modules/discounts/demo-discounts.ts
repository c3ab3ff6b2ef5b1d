import type { ServiceContext } from '../../service-context.ts';
import { insertDiscounts } from './discount-repository.ts';

/**
 * Codes a developer can try on a fresh start (README): a repeatable 10 % code, a single-use 25 %
 * code, and a once-per-customer 15 % code on gateways only. Existing codes are kept as they are.
 */
export async function seedDemoDiscounts(ctx: ServiceContext): Promise<void> {
  await insertDiscounts(ctx.db, [
    { code: 'WELCOME10', type: 'code', percentage: 10 },
    { code: 'LAUNCH25', type: 'code', percentage: 25, singleUse: true, usageLimit: 1 },
    { code: 'GATEWAY15', type: 'market', percentage: 15, productTypes: ['gateway'], oncePerCustomer: true },
  ]);
}
