import type { AddressBody } from '@iot/shared/addresses';
import type { CartItem } from '@iot/shared/cart';
import { orderStatuses, type Order, type OrderPayment, type OrderStatus } from '@iot/shared/orders';
import { sandboxToken } from '@iot/shared/sandbox-cards';
import type { Owner } from '../db/owner-columns.ts';
import type { DemoCredentials } from '../seed.ts';
import { withClock, withoutMail, type ServiceContext } from '../service-context.ts';
import { listAddresses } from '../modules/addresses/address-service.ts';
import { seedDemoBuyer, unusablePasswordHash, type DemoBuyerProfile } from '../modules/companies/company-service.ts';
import { listInventory } from '../modules/inventory/inventory-service.ts';
import { countOrdersInStatuses } from '../modules/orders/order-reader.ts';
import { addPaymentMethod } from '../modules/payment-methods/payment-method-service.ts';
import { priceCart } from '../modules/pricing/pricing-service.ts';
import { changeOrderStatus } from './change-order-status.ts';
import { placeOrder } from './place-order.ts';

/**
 * The demo's order history (issue 11): on a fresh install, 60 to 90 orders over the last 90 days,
 * by the demo company, the demo tenant user and a few demo buyers who join along the way, so that
 * the dashboard, the order lists and the customers' totals have something to show. Every order is
 * placed with `placeOrder` and moved with `changeOrderStatus` on a context whose clock says when,
 * so stock, status history, payments and discount uses are exactly what those workflows write.
 * A seeded generator (not Math.random) makes every install's history the same, relative to its
 * start. Sandbox payments only: with Stripe configured the history is left out (no calls to Stripe).
 */

export const demoHistoryDays = 90;
const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const historySeed = 20_251_101;

/**
 * A clock that runs a little more than the history's length behind `ctx`'s: the catalog seeded on
 * it has its stock counted in before the first demo order, so each product's ledger reads in order.
 */
export function beforeDemoHistory(ctx: ServiceContext): ServiceContext {
  const behind = (demoHistoryDays + 1) * dayMs;
  return withClock(ctx, { now: () => new Date(ctx.clock.now().getTime() - behind) });
}

/** mulberry32: a small seeded generator, uniform in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = ReturnType<typeof seededRandom>;

/** A clock that stays at one instant: each step of the history is written at its own time. */
const fixedAt = (at: Date) => ({ now: () => at });
const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const wholeBetween = (random: Random, low: number, high: number) => Math.floor(between(random, low, high + 1));

function pick<T>(random: Random, items: readonly T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let left = random() * total;
  for (const item of items) {
    left -= weightOf(item);
    if (left < 0) return item;
  }
  const last = items.at(-1);
  if (last === undefined) throw new Error('nothing to pick from');
  return last;
}

/**
 * What the demo customers buy: demo catalog codes, how often (weight) and at most how many per
 * line. Only products with plenty of stock, so the history never makes one low or out of stock
 * (the low-stock list and the browser tests keep what the catalog gave them); subscriptions too.
 */
const assortment: { code: string; weight: number; most: number }[] = [
  { code: 'TRK-4G-100', weight: 5, most: 3 },
  { code: 'TRK-LTEM-200', weight: 4, most: 3 },
  { code: 'TRK-LORA-300', weight: 3, most: 3 },
  { code: 'TRK-OBD-120', weight: 3, most: 2 },
  { code: 'TRK-PERS-110', weight: 1, most: 2 },
  { code: 'LCK-BT-100', weight: 2, most: 2 },
  { code: 'LCK-CAB-150', weight: 2, most: 3 },
  { code: 'LCK-HOTEL-300', weight: 1, most: 2 },
  { code: 'SNS-TEMP-100', weight: 5, most: 3 },
  { code: 'SNS-TH-110', weight: 4, most: 3 },
  { code: 'SNS-DOOR-120', weight: 3, most: 3 },
  { code: 'SNS-LEAK-130', weight: 2, most: 3 },
  { code: 'SNS-OCC-140', weight: 2, most: 3 },
  { code: 'SNS-PARK-150', weight: 2, most: 3 },
  { code: 'SNS-AIR-200', weight: 1, most: 1 },
  { code: 'SNS-VIB-170', weight: 1, most: 1 },
  { code: 'MTR-WTR-100', weight: 1, most: 2 },
  { code: 'MTR-GAS-120', weight: 1, most: 2 },
  { code: 'GW-LORA-IN-8', weight: 3, most: 1 },
  { code: 'GW-BLE-100', weight: 2, most: 1 },
  { code: 'GW-ZIG-HUB', weight: 2, most: 1 },
  { code: 'ANT-GPS-ACT', weight: 2, most: 3 },
  { code: 'PSU-12V-2A', weight: 2, most: 3 },
  { code: 'ACC-BATT-PACK', weight: 2, most: 3 },
  { code: 'ACC-MOUNT-POLE', weight: 1, most: 2 },
  { code: 'SIM-GLOBAL-M2M', weight: 3, most: 4 },
  { code: 'SIM-GCC-ESIM', weight: 2, most: 4 },
  { code: 'SIM-NBIOT-10Y', weight: 1, most: 3 },
  { code: 'SUB-FLEET-M', weight: 3, most: 3 },
  { code: 'SUB-FLEET-Y', weight: 1, most: 1 },
  { code: 'SUB-COLD-M', weight: 2, most: 3 },
  { code: 'SUB-DATA-1GB', weight: 2, most: 4 },
  { code: 'SUB-SMS-1000', weight: 1, most: 2 },
  { code: 'LIC-LOCK-ADMIN', weight: 1, most: 2 },
  { code: 'INT-PBI', weight: 1, most: 1 },
];

/** A product keeps at least this many after the history, far above any low-stock threshold. */
const stockFloor = 50;

/** How a buyer pays: a new card each time (by its test number), or one method saved when they joined. */
type PaymentHabit = { kind: 'new-card'; numbers: string[] } | { kind: 'saved-card'; number: string } | { kind: 'bank' };

type BuyerPlan = {
  /** The demo buyers are created here; the demo company and tenant user exist already. */
  profile?: DemoBuyerProfile;
  name: string;
  joinedDaysAgo: number;
  weight: number;
  payment: PaymentHabit;
  address: Omit<AddressBody, 'fullName'>;
  /** GATEWAY15 is once per customer; the demo accounts keep theirs for a developer to try. */
  usesGatewayCode: boolean;
};

const visa = '4242424242424242';
const mastercard = '5555555555554444';
const amex = '378282246310005';

const dubai = { country: 'AE', city: 'AE-DU-dubai', phoneNumber: '+971 4 000 0000' };

const demoBuyers: BuyerPlan[] = [
  {
    profile: {
      email: 'procurement@gulf-coldchain.example',
      username: 'gulf.coldchain',
      companyName: 'Gulf Cold Chain LLC',
      firstName: 'Rania',
      lastName: 'Haddad',
      phoneNumber: '+971 4 000 0101',
      city: 'Dubai',
      country: 'United Arab Emirates',
    },
    name: 'Rania Haddad',
    joinedDaysAgo: 84,
    weight: 2,
    payment: { kind: 'saved-card', number: visa },
    address: { ...dubai, address: 'Al Quoz Industrial 3, Warehouse 12', phoneNumber: '+971 4 000 0101' },
    usesGatewayCode: true,
  },
  {
    profile: {
      email: 'it@alnoor-facilities.example',
      username: 'alnoor.facilities',
      companyName: 'Al Noor Facilities Management',
      firstName: 'Omar',
      lastName: 'Saleh',
      phoneNumber: '+966 11 000 0202',
      city: 'Riyadh',
      country: 'Saudi Arabia',
    },
    name: 'Omar Saleh',
    joinedDaysAgo: 57,
    weight: 2,
    payment: { kind: 'bank' },
    address: {
      country: 'SA',
      city: 'SA-01-riyadh',
      address: 'King Fahd Road, Tower B, Floor 9',
      phoneNumber: '+966 11 000 0202',
    },
    usesGatewayCode: true,
  },
  {
    profile: {
      email: 'ops@desertfleet.example',
      username: 'desert.fleet',
      companyName: 'Desert Fleet Logistics',
      firstName: 'Khalid',
      lastName: 'Mansour',
      phoneNumber: '+965 2 000 0303',
      city: 'Kuwait City',
      country: 'Kuwait',
    },
    name: 'Khalid Mansour',
    joinedDaysAgo: 31,
    weight: 2,
    payment: { kind: 'saved-card', number: mastercard },
    address: {
      country: 'KW',
      city: 'KW-KU-kuwait-city',
      address: 'Shuwaikh Industrial, Block 2, Unit 7',
      phoneNumber: '+965 2 000 0303',
    },
    usesGatewayCode: true,
  },
  {
    profile: {
      email: 'facilities@harborparking.example',
      username: 'harbor.parking',
      companyName: 'Harbor Smart Parking',
      firstName: 'Layla',
      lastName: 'Nasser',
      phoneNumber: '+974 4 000 0404',
      city: 'Doha',
      country: 'Qatar',
    },
    name: 'Layla Nasser',
    joinedDaysAgo: 12,
    weight: 2,
    payment: { kind: 'new-card', numbers: [visa, amex] },
    address: {
      country: 'QA',
      city: 'QA-DA-doha',
      address: 'West Bay, Tower 3, Office 1204',
      phoneNumber: '+974 4 000 0404',
    },
    usesGatewayCode: true,
  },
  {
    profile: {
      email: 'buyer@muscat-metering.example',
      username: 'muscat.metering',
      companyName: 'Muscat Metering Services',
      firstName: 'Salim',
      lastName: 'Al Harthy',
      phoneNumber: '+968 2 000 0505',
      city: 'Muscat',
      country: 'Oman',
    },
    name: 'Salim Al Harthy',
    joinedDaysAgo: 4,
    weight: 1,
    payment: { kind: 'new-card', numbers: [amex] },
    address: {
      country: 'OM',
      city: 'OM-MA-muscat',
      address: 'Ghala Industrial Area, Way 3412',
      phoneNumber: '+968 2 000 0505',
    },
    usesGatewayCode: true,
  },
];

type Buyer = {
  owner: Owner;
  tenantId: string | null;
  plan: BuyerPlan;
  /** The demo company ships to its saved address; everyone else to an address given with the order. */
  addressId: string | null;
  savedMethodId: string | null;
  usedGatewayCode: boolean;
};

type Move = { to: OrderStatus; at: Date; note?: string; parcel?: { carrier: string; trackingNumber: string } };

type PlannedOrder = {
  key: string;
  buyer: Buyer;
  placedAt: Date;
  items: CartItem[];
  code: string | undefined;
  cardNumber: string | null;
  moves: Move[];
};

const carriers = ['Aramex', 'DHL Express', 'SMSA Express', 'Emirates Post'];
const rejections = [
  'Customer asked to cancel',
  'Delivery address outside our coverage',
  'Duplicate order',
  'Payment could not be verified',
];

/**
 * Days ago of each order, oldest first: a shop that grows (a day now is three times as busy as 90
 * days ago), and a busy last week, so the orders waiting and the short presets have something.
 */
function orderAges(random: Random, count: number): number[] {
  const lastWeek = 10;
  const ages = Array.from({ length: lastWeek }, () => random() * 7);
  while (ages.length < count) {
    const age = random() * demoHistoryDays;
    // Rejection sampling against a weight falling from 3 (today) to 1 (90 days ago).
    if (random() * 3 < 1 + (2 * (demoHistoryDays - age)) / demoHistoryDays) ages.push(age);
  }
  return ages.sort((a, b) => b - a);
}

/** The moves of one order, each at its time; only those already past by `now` happen. */
function movesOf(random: Random, placedAt: Date, now: Date): Move[] {
  const after = (from: Date, lowHours: number, highHours: number) =>
    new Date(from.getTime() + between(random, lowHours, highHours) * hourMs);
  const moves: Move[] = [];
  if (random() < 0.1) {
    moves.push({ to: 'rejected', at: after(placedAt, 1, 20), note: rejections[wholeBetween(random, 0, 3)] ?? '' });
  } else {
    const accepted = after(placedAt, 2, 30);
    const shipped = after(accepted, 20, 72);
    const delivered = after(shipped, 36, 120);
    const parcel = {
      carrier: carriers[wholeBetween(random, 0, carriers.length - 1)] ?? 'Aramex',
      trackingNumber: `AWB${wholeBetween(random, 100_000_000, 999_999_999)}`,
    };
    moves.push(
      { to: 'in_progress', at: accepted },
      { to: 'shipped', at: shipped, parcel },
      { to: 'delivered', at: delivered },
    );
  }
  // A minute's margin: nothing is dated in the future of the start-up, even on a slow machine.
  return moves.filter((move) => move.at.getTime() < now.getTime() - 60_000);
}

type Stocked = { productId: string; weight: number; most: number; left: number };

/** The assortment as this catalog has it: products that exist, with their level above the floor. */
async function stockedAssortment(ctx: ServiceContext): Promise<Map<string, Stocked>> {
  const { data } = await listInventory(
    ctx,
    { page: 1, limit: 100, stock: 'all', sort: 'nameAsc', search: undefined },
    'en',
  );
  const byCode = new Map(data.map((row) => [row.code, row]));
  const stocked = new Map<string, Stocked>();
  for (const { code, weight, most } of assortment) {
    const row = byCode.get(code);
    if (row && row.level - stockFloor >= most)
      stocked.set(code, { productId: row.productId, weight, most, left: row.level - stockFloor });
  }
  return stocked;
}

function chooseItems(random: Random, stocked: Map<string, Stocked>): CartItem[] {
  const lineCount = pick(random, [1, 2, 3, 4], (lines) => [35, 35, 20, 10][lines - 1] ?? 0);
  const items: CartItem[] = [];
  const taken = new Set<string>();
  for (let line = 0; line < lineCount; line += 1) {
    const open = [...stocked.entries()].filter(([code, product]) => !taken.has(code) && product.left > 0);
    if (open.length === 0) break;
    const [code, product] = pick(random, open, ([, candidate]) => candidate.weight);
    // One is the usual quantity; more is rarer.
    const quantity = Math.min(
      product.left,
      pick(random, [1, 2, 3, 4], (q) => (q <= product.most ? 4 / q : 0)),
    );
    taken.add(code);
    product.left -= quantity;
    items.push({ id: product.productId, quantity });
  }
  return items;
}

function paymentOf(buyer: Buyer, cardNumber: string | null): OrderPayment {
  if (buyer.savedMethodId) return { kind: 'saved', paymentMethodId: buyer.savedMethodId };
  const token = sandboxToken(cardNumber ?? visa, 12, 2034) ?? '';
  return { kind: 'card', token, holderName: buyer.plan.name, save: false };
}

/** The demo company and tenant user, then the demo buyers, each created on the day they joined. */
async function buyersOf(ctx: ServiceContext, accounts: DemoCredentials, now: Date): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  const companyId = accounts.company.id;
  if (companyId) {
    buyers.push({
      owner: { kind: 'company', id: companyId },
      tenantId: null,
      plan: {
        name: 'Demo Company',
        joinedDaysAgo: demoHistoryDays,
        weight: 4,
        payment: { kind: 'new-card', numbers: [visa, visa, mastercard] },
        address: { ...dubai, address: 'Bay Square, Building 5, Office 402' },
        usesGatewayCode: false,
      },
      addressId:
        (await listAddresses(ctx, { kind: 'company', id: companyId }, 'en')).find((address) => address.isDefault)
          ?._id ?? null,
      savedMethodId: null,
      usedGatewayCode: false,
    });
  }
  buyers.push({
    owner: { kind: 'tenant-user', id: accounts.tenantUser.id },
    tenantId: accounts.tenant.id,
    plan: {
      name: 'Fleet User',
      joinedDaysAgo: 76,
      weight: 2,
      payment: { kind: 'new-card', numbers: [amex, visa] },
      address: { ...dubai, address: 'Jebel Ali Free Zone, South 4, Plot 22', phoneNumber: '+971 50 000 0001' },
      usesGatewayCode: false,
    },
    addressId: null,
    savedMethodId: null,
    usedGatewayCode: false,
  });
  const passwordHash = await unusablePasswordHash(ctx);
  for (const plan of demoBuyers) {
    if (!plan.profile) continue;
    const joined = withClock(ctx, fixedAt(new Date(now.getTime() - plan.joinedDaysAgo * dayMs)));
    const id = await seedDemoBuyer(joined, plan.profile, passwordHash);
    if (!id) continue;
    const owner: Owner = { kind: 'company', id };
    const method =
      plan.payment.kind === 'saved-card'
        ? await addPaymentMethod(joined, owner, {
            kind: 'card',
            token: sandboxToken(plan.payment.number, 12, 2034) ?? '',
            holderName: plan.name,
          })
        : plan.payment.kind === 'bank'
          ? await addPaymentMethod(joined, owner, {
              kind: 'bank-account',
              accountName: plan.profile.companyName,
              iban: 'SA0380000000608010167519',
              swift: 'RJHISARI',
            })
          : null;
    buyers.push({
      owner,
      tenantId: null,
      plan,
      addressId: null,
      savedMethodId: method?._id ?? null,
      usedGatewayCode: false,
    });
  }
  return buyers;
}

/** The plan of the whole history: who buys what when, with which code and card, and how far each order has moved. */
function planOrders(random: Random, buyers: Buyer[], stocked: Map<string, Stocked>, now: Date): PlannedOrder[] {
  const count = wholeBetween(random, 62, 70);
  const gatewayIds = new Set(
    [...stocked.entries()].filter(([code]) => code.startsWith('GW-')).map(([, product]) => product.productId),
  );
  const ordered = new Set<Buyer>();
  return orderAges(random, count).flatMap((age, index) => {
    const placedAt = new Date(now.getTime() - age * dayMs);
    const joined = buyers.filter((buyer) => buyer.plan.joinedDaysAgo > age);
    if (joined.length === 0) return [];
    // A buyer's first order comes soon after they join (so each shows as a new customer once).
    const buyer =
      joined.find((candidate) => !ordered.has(candidate)) ?? pick(random, joined, (candidate) => candidate.plan.weight);
    ordered.add(buyer);
    const items = chooseItems(random, stocked);
    if (items.length === 0) return [];
    let code: string | undefined;
    if (buyer.plan.usesGatewayCode && !buyer.usedGatewayCode && items.some((item) => gatewayIds.has(item.id))) {
      code = 'GATEWAY15';
      buyer.usedGatewayCode = true;
    } else if (random() < 0.15) {
      // LAUNCH25 (single use) stays unused: the README offers it to whoever tries the shop.
      code = 'WELCOME10';
    }
    const { payment } = buyer.plan;
    const cardNumber =
      payment.kind === 'new-card'
        ? (payment.numbers[wholeBetween(random, 0, payment.numbers.length - 1)] ?? visa)
        : null;
    return [
      {
        key: `demo-history-order-${String(index + 1).padStart(3, '0')}`,
        buyer,
        placedAt,
        items,
        code,
        cardNumber,
        moves: movesOf(random, placedAt, now),
      },
    ];
  });
}

/** The priced cart as the customer would have seen it, with the code only when it applies. */
async function placeDemoOrder(ctx: ServiceContext, planned: PlannedOrder): Promise<Order> {
  const { buyer, items } = planned;
  const { address } = buyer.plan;
  const priceWith = (code: string | undefined) =>
    priceCart(ctx, { items, code, owner: buyer.owner, country: address.country, city: address.city, language: 'en' });
  let code = planned.code;
  let priced = await priceWith(code);
  if (code && !priced.discount) {
    code = undefined;
    priced = await priceWith(code);
  }
  const result = await placeOrder(ctx, {
    owner: buyer.owner,
    tenantId: buyer.tenantId,
    idempotencyKey: planned.key,
    language: 'en',
    body: {
      items,
      ...(code ? { code } : {}),
      ...(buyer.addressId
        ? { addressId: buyer.addressId }
        : { address: { ...address, name: 'Office', type: 'work', fullName: buyer.plan.name } }),
      saveAddress: false,
      payment: paymentOf(buyer, planned.cardNumber),
      receipt: {
        currency: priced.pricing.currency,
        total: priced.pricing.total,
        lines: priced.pricing.lines.map((line) => ({ productId: line.productId, unitPrice: line.unitPrice })),
      },
    },
  });
  // Sandbox test cards that succeed never ask for 3-D Secure.
  if (result.status !== 'placed') throw new Error(`demo order ${planned.key} was not placed: ${result.status}`);
  return result.order;
}

export type DemoHistory = {
  orders: number;
  byStatus: Record<OrderStatus, number>;
  firstPlacedAt: string;
  lastPlacedAt: string;
};

/**
 * Places the demo history on a database without orders (a second call, or one on a database that
 * has taken orders, does nothing). Events run in time order across all orders, so every product's
 * ledger and every code's uses read in order. Answers what was placed, or undefined when nothing was.
 */
export async function seedDemoOrders(
  live: ServiceContext,
  accounts: DemoCredentials,
): Promise<DemoHistory | undefined> {
  // The history happened in the past: its customers and the administrators are not mailed about it.
  const ctx = withoutMail(live);
  if (ctx.payments.driver !== 'sandbox') return undefined;
  const counted = await countOrdersInStatuses(ctx.db, [...orderStatuses]);
  if ([...counted.values()].some((orders) => orders > 0)) return undefined;
  const stocked = await stockedAssortment(ctx);
  if (stocked.size === 0) return undefined;

  const now = ctx.clock.now();
  const random = seededRandom(historySeed);
  const buyers = await buyersOf(ctx, accounts, now);
  const plan = planOrders(random, buyers, stocked, now);
  const events = plan
    .flatMap((order) => [
      { at: order.placedAt, order, move: undefined },
      ...order.moves.map((move) => ({ at: move.at, order, move })),
    ])
    .sort((a, b) => a.at.getTime() - b.at.getTime());

  const admin = { kind: 'admin' as const, id: accounts.admin.id };
  const placed = new Map<PlannedOrder, Order>();
  const statusOf = new Map<PlannedOrder, OrderStatus>();
  for (const { at, order, move } of events) {
    const then = withClock(ctx, fixedAt(at));
    if (!move) {
      placed.set(order, await placeDemoOrder(then, order));
      statusOf.set(order, 'pending');
      continue;
    }
    const placedOrder = placed.get(order);
    const from = statusOf.get(order);
    if (!placedOrder || !from) continue;
    const shipment = move.parcel && {
      ...move.parcel,
      lines: placedOrder.items.map((line) => ({ lineId: line._id, quantity: line.quantity })),
    };
    await changeOrderStatus(
      then,
      placedOrder._id,
      { from, to: move.to, ...(move.note ? { note: move.note } : {}), ...(shipment ? { shipment } : {}) },
      admin,
      'en',
    );
    statusOf.set(order, move.to);
  }

  const byStatus = Object.fromEntries(orderStatuses.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const status of statusOf.values()) byStatus[status] += 1;
  return {
    orders: placed.size,
    byStatus,
    firstPlacedAt: plan[0]?.placedAt.toISOString() ?? '',
    lastPlacedAt: plan.at(-1)?.placedAt.toISOString() ?? '',
  };
}
