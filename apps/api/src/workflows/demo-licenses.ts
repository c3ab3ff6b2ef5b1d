import type { DemoCredentials } from '../seed.ts';
import type { ServiceContext } from '../service-context.ts';
import { listInventory } from '../modules/inventory/inventory-service.ts';
import { assignSeat, createAllocation } from '../modules/licenses/license-service.ts';

/**
 * The demo tenant's licenses allocated by hand, beside those its accepted orders brought: a yearly
 * platform plan with the demo tenant user holding one of its seats, and a network-server license
 * whose only seat is taken (the dashboard's "nearly used up" queue has one to show).
 */
const demoAllocations = [
  { code: 'SUB-FLEET-Y', seats: 5, period: 'yearly' },
  { code: 'LIC-LNS-100', seats: 1, period: 'yearly' },
] as const;

export async function seedDemoLicenses(ctx: ServiceContext, credentials: DemoCredentials): Promise<number> {
  const { data } = await listInventory(
    ctx,
    { page: 1, limit: 100, stock: 'all', sort: 'nameAsc', search: undefined },
    'en',
  );
  const byCode = new Map(data.map((row) => [row.code, row.productId]));
  const actor = { kind: 'admin' as const, id: credentials.admin.id };
  let allocated = 0;
  for (const { code, seats, period } of demoAllocations) {
    const productId = byCode.get(code);
    if (!productId) continue;
    const allocation = await createAllocation(
      ctx,
      { tenantId: credentials.tenant.id, productId, seats, period },
      actor,
      'en',
    );
    await assignSeat(ctx, allocation._id, credentials.tenantUser.id, actor, 'en');
    allocated += 1;
  }
  return allocated;
}
