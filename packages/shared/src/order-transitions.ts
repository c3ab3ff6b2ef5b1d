import type { OrderStatus } from './orders.ts';

/**
 * SPEC §4: the order statuses an administrator may move an order to, one table for the server
 * (which enforces it with a conditional update) and the back office (which offers only these).
 * Accepting is pending → in progress; rejecting is only possible before acceptance, while the
 * payment is still a hold that can be cancelled; delivered, rejected and cancelled are final.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['in_progress', 'rejected'],
  in_progress: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  rejected: [],
  // Reached only through POST /orders/{id}/cancel, which refunds the capture (not a status move).
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** What a transition does besides changing the status, so each side names it the same way. */
export type OrderTransitionKind = 'accept' | 'reject' | 'ship' | 'deliver';

export function transitionKind(from: OrderStatus, to: OrderStatus): OrderTransitionKind | null {
  if (!canTransition(from, to)) return null;
  if (to === 'in_progress') return 'accept';
  if (to === 'rejected') return 'reject';
  if (to === 'shipped') return 'ship';
  return 'deliver';
}
