import { AppError } from '../shared/app-error.ts';

export type OrderStatus =
  | 'pending_payment'
  | 'paid'
  | 'refund_requested'
  | 'partially_refunded'
  | 'refunded'
  | 'canceled'
  | 'expired'
  | 'failed';

/**
 * The order state machine of DESIGN.md §5, declared once: every move not listed here is refused. A refund request
 * on a partially refunded order (another item) goes back through `refund_requested`.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['paid', 'canceled', 'expired', 'failed'],
  paid: ['refund_requested', 'partially_refunded', 'refunded'],
  refund_requested: ['refunded', 'partially_refunded', 'paid'],
  partially_refunded: ['refund_requested', 'partially_refunded', 'refunded'],
  refunded: [],
  canceled: [],
  expired: [],
  failed: [],
};

export type Move = { kind: 'apply' } | { kind: 'no_op' };

/**
 * Whether `from → to` may happen: a move to the state the order is already in is a no-op (a replayed event),
 * except `partially_refunded → partially_refunded`, which is a further partial refund; anything undeclared throws.
 */
export function planMove(from: OrderStatus, to: OrderStatus): Move {
  if (orderTransitions[from].includes(to)) return { kind: 'apply' };
  if (from === to) return { kind: 'no_op' };
  throw new AppError('invalid_order_transition', 409, `Cette commande ne peut pas passer de « ${from} » à « ${to} »`, {
    from,
    to,
  });
}

/** States in which the buyer has paid and keeps (some of) what they bought. */
export const paidStatuses: readonly OrderStatus[] = ['paid', 'refund_requested', 'partially_refunded'];
