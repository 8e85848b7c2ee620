import { describe, expect, it } from 'vitest';
import { type OrderStatus, orderTransitions, planMove } from './order-machine.ts';

const statuses = Object.keys(orderTransitions) as OrderStatus[];

describe('order state machine', () => {
  it('applies every declared move', () => {
    expect(planMove('pending_payment', 'paid')).toEqual({ kind: 'apply' });
    expect(planMove('paid', 'refund_requested')).toEqual({ kind: 'apply' });
    expect(planMove('refund_requested', 'refunded')).toEqual({ kind: 'apply' });
    expect(planMove('refund_requested', 'paid')).toEqual({ kind: 'apply' });
    expect(planMove('paid', 'partially_refunded')).toEqual({ kind: 'apply' });
    expect(planMove('partially_refunded', 'refunded')).toEqual({ kind: 'apply' });
  });

  it('treats a repeated move as a no-op', () => {
    for (const status of ['paid', 'refunded', 'canceled', 'expired', 'failed', 'refund_requested'] as const) {
      expect(planMove(status, status)).toEqual({ kind: 'no_op' });
    }
  });

  it('refuses every undeclared move, whatever the pair', () => {
    for (const from of statuses) {
      for (const to of statuses) {
        if (from === to || orderTransitions[from].includes(to)) continue;
        expect(() => planMove(from, to), `${from} → ${to}`).toThrow(
          expect.objectContaining({ code: 'invalid_order_transition', status: 409 }),
        );
      }
    }
  });

  it('never leaves a final state', () => {
    for (const final of ['refunded', 'canceled', 'expired', 'failed'] as const) {
      expect(orderTransitions[final]).toEqual([]);
    }
  });

  it('never pays an order again once it has been refunded or abandoned', () => {
    for (const from of ['refunded', 'canceled', 'expired', 'failed'] as const) {
      expect(() => planMove(from, 'paid')).toThrow();
    }
  });
});
