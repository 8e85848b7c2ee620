import { describe, expect, it } from 'vitest';
import {
  acceptBy,
  atRiskAt,
  autoConfirmAt,
  type ClockedRequest,
  isAtRisk,
  isLate,
  nextDeadline,
} from './deployment-clock-rules.ts';
import { type DeploymentStatus, deploymentMoves, mayMove, planDeploymentMove } from './deployment-machine.ts';

const H = 3_600_000;
const t0 = new Date('2026-11-02T08:00:00Z');
const at = (hours: number) => new Date(t0.getTime() + hours * H);

describe('the deployment request state machine', () => {
  it('walks the happy path requested → accepted → in_progress → delivered → confirmed', () => {
    let s: DeploymentStatus = 'requested';
    s = planDeploymentMove(s, 'accept', 'creator');
    expect(s).toBe('accepted');
    s = planDeploymentMove(s, 'start', 'creator');
    expect(s).toBe('in_progress');
    s = planDeploymentMove(s, 'deliver', 'creator');
    expect(s).toBe('delivered');
    expect(planDeploymentMove(s, 'confirm', 'buyer')).toBe('confirmed');
    expect(planDeploymentMove(s, 'confirm', 'clock')).toBe('confirmed');
  });

  it('lets the creator deliver straight from accepted, decline before accepting; the buyer cancel before acceptance', () => {
    expect(planDeploymentMove('accepted', 'deliver', 'creator')).toBe('delivered');
    expect(planDeploymentMove('requested', 'decline', 'creator')).toBe('declined');
    expect(planDeploymentMove('requested', 'cancel', 'buyer')).toBe('cancelled');
    expect(() => planDeploymentMove('accepted', 'cancel', 'buyer')).toThrow(/plus à cette étape/);
    expect(() => planDeploymentMove('accepted', 'decline', 'creator')).toThrow();
  });

  it('refuses a move by the wrong side and any move out of an ended state', () => {
    expect(() => planDeploymentMove('requested', 'accept', 'buyer')).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => planDeploymentMove('delivered', 'confirm', 'creator')).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    for (const ended of ['confirmed', 'declined', 'cancelled', 'refunded'] as const) {
      for (const [action, move] of Object.entries(deploymentMoves)) {
        expect(() => planDeploymentMove(ended, action as keyof typeof deploymentMoves, move.by[0]!)).toThrow(
          expect.objectContaining({ status: 409 }),
        );
      }
    }
  });

  it('answers what each side may do now', () => {
    expect(mayMove('requested', 'accept', 'creator')).toBe(true);
    expect(mayMove('requested', 'accept', 'buyer')).toBe(false);
    expect(mayMove('in_progress', 'refund', 'buyer')).toBe(true);
    expect(mayMove('confirmed', 'refund', 'buyer')).toBe(false);
  });
});

describe('the deployment clock rules', () => {
  const base: ClockedRequest = {
    status: 'requested',
    requestedAt: t0,
    acceptedAt: null,
    dueAt: null,
    deliveredAt: null,
    deploymentHours: 24,
  };
  const accepted: ClockedRequest = { ...base, status: 'accepted', acceptedAt: at(2), dueAt: at(26) };

  it('gives the creator 48 hours to accept', () => {
    expect(acceptBy(base)).toEqual(at(48));
    expect(isLate(base, at(47.9))).toBe(false);
    expect(isLate(base, at(48.1))).toBe(true);
    expect(nextDeadline(base)).toEqual({ kind: 'accept', at: at(48) });
  });

  it('is at risk from three quarters of the announced time, late past due_at', () => {
    expect(atRiskAt(accepted)).toEqual(at(20));
    expect(isAtRisk(accepted, at(19.9))).toBe(false);
    expect(isAtRisk(accepted, at(20))).toBe(true);
    expect(isLate(accepted, at(26))).toBe(false);
    expect(isLate(accepted, at(26.01))).toBe(true);
    expect(isAtRisk(accepted, at(27))).toBe(false);
    expect(isLate({ ...accepted, status: 'in_progress' }, at(30))).toBe(true);
    expect(nextDeadline(accepted)).toEqual({ kind: 'deliver', at: at(26) });
  });

  it('a delivery after due_at stays late until confirmed; an on-time one is not; ended requests never are', () => {
    expect(isLate({ ...accepted, status: 'delivered', deliveredAt: at(27) }, at(28))).toBe(true);
    expect(isLate({ ...accepted, status: 'delivered', deliveredAt: at(25) }, at(100))).toBe(false);
    expect(isLate({ ...accepted, status: 'confirmed', deliveredAt: at(27) }, at(100))).toBe(false);
    expect(isLate({ ...base, status: 'cancelled' }, at(100))).toBe(false);
  });

  it('confirms a delivery on its own after 7 days', () => {
    const delivered = { ...accepted, status: 'delivered' as const, deliveredAt: at(10) };
    expect(autoConfirmAt(delivered)).toEqual(at(10 + 7 * 24));
    expect(nextDeadline(delivered)).toEqual({ kind: 'auto_confirm', at: at(178) });
  });
});
