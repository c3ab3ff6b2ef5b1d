import { describe, expect, it } from 'vitest';
import { canTransition, orderTransitions, transitionKind, type OrderTransitionKind } from './order-transitions.ts';
import { orderStatuses, type OrderStatus } from './orders.ts';

/**
 * SPEC §4 written out in full: every allowed move and what it is; every other pair of the 6×6 table is
 * refused. Cancelled is reached by the cancel operation (a refund through the provider), never by a move.
 */
const allowed: [OrderStatus, OrderStatus, OrderTransitionKind][] = [
  ['pending', 'in_progress', 'accept'],
  ['pending', 'rejected', 'reject'],
  ['in_progress', 'shipped', 'ship'],
  ['shipped', 'delivered', 'deliver'],
];

const pairs = orderStatuses.flatMap((from) => orderStatuses.map((to) => [from, to] as const));
const refused = pairs.filter(([from, to]) => !allowed.some(([a, b]) => a === from && b === to));

describe('order transitions', () => {
  it('covers the six statuses, each a row of the table', () => {
    expect([...orderStatuses].sort()).toEqual([
      'cancelled',
      'delivered',
      'in_progress',
      'pending',
      'rejected',
      'shipped',
    ]);
    expect(Object.keys(orderTransitions).sort()).toEqual([...orderStatuses].sort());
    expect(refused).toHaveLength(36 - allowed.length);
  });

  it.each(allowed)('allows %s → %s (%s)', (from, to, kind) => {
    expect(canTransition(from, to)).toBe(true);
    expect(transitionKind(from, to)).toBe(kind);
  });

  it.each(refused)('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(transitionKind(from, to)).toBeNull();
  });

  it('keeps delivered, rejected and cancelled final', () => {
    expect(orderTransitions.delivered).toEqual([]);
    expect(orderTransitions.rejected).toEqual([]);
    expect(orderTransitions.cancelled).toEqual([]);
  });
});
