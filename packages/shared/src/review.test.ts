import { describe, expect, it } from 'vitest';
import {
  availableTransitions,
  isOverdue,
  PRECHECK_STATUSES,
  type PrecheckStatus,
  resolveTransition,
  transitionRequirement,
} from './review.ts';

const staff = { actor: 'reviewer', fourEyes: false, proposer: false } as const;
const admin = { ...staff, actor: 'admin' } as const;
const applicant = { ...staff, actor: 'applicant' } as const;

/** Every pair of statuses, with what a reviewer without four-eyes gets for it. */
const outcomes = PRECHECK_STATUSES.flatMap((from) =>
  PRECHECK_STATUSES.map((to) => [from, to, resolveTransition(from, to, staff)] as const),
);

describe('the transition table', () => {
  it('lets staff make exactly the moves DESIGN §12 lists (four-eyes off)', () => {
    const allowed = outcomes.filter(([, , r]) => r.ok).map(([from, to]) => `${from}>${to}`);
    expect(allowed.sort()).toEqual(
      [
        'submitted>in_review',
        'submitted>withdrawn',
        'in_review>information_requested',
        'in_review>approved',
        'in_review>declined',
        'in_review>withdrawn',
        'information_requested>in_review',
        'information_requested>withdrawn',
        'approval_pending>in_review',
        'approval_pending>declined',
        'approval_pending>withdrawn',
      ].sort(),
    );
  });

  it('keeps reopening for admins, with a note', () => {
    for (const from of ['approved', 'declined'] as const) {
      expect(resolveTransition(from, 'in_review', staff)).toEqual({ ok: false, error: 'forbidden' });
      expect(resolveTransition(from, 'in_review', admin)).toEqual({
        ok: true,
        to: 'in_review',
        requires: 'note',
      });
    }
  });

  it('lets the applicant only withdraw, and only while open', () => {
    const allowed = PRECHECK_STATUSES.flatMap((from) =>
      PRECHECK_STATUSES.filter((to) => resolveTransition(from, to, applicant).ok).map(
        (to) => `${from}>${to}`,
      ),
    );
    expect(allowed.sort()).toEqual(
      ['submitted', 'in_review', 'information_requested', 'approval_pending']
        .map((s) => `${s}>withdrawn`)
        .sort(),
    );
  });

  it('turns an approval into a proposal under four-eyes, which only someone else confirms', () => {
    const on = { ...staff, fourEyes: true };
    expect(resolveTransition('in_review', 'approved', on)).toEqual({ ok: true, to: 'approval_pending' });
    expect(resolveTransition('approval_pending', 'approved', { ...on, proposer: true })).toEqual({
      ok: false,
      error: 'four_eyes_required',
    });
    expect(resolveTransition('approval_pending', 'approved', on)).toEqual({ ok: true, to: 'approved' });
    // Without four-eyes there is no proposal to confirm, nor one to make.
    expect(resolveTransition('in_review', 'approval_pending', staff)).toEqual({
      ok: false,
      error: 'invalid_transition',
    });
    expect(resolveTransition('approval_pending', 'approved', staff)).toEqual({
      ok: false,
      error: 'invalid_transition',
    });
  });

  it('names what each move needs: a message to ask, a reason to decline, a note to reopen', () => {
    expect(transitionRequirement('in_review', 'information_requested')).toBe('message');
    expect(transitionRequirement('approval_pending', 'declined')).toBe('reason');
    expect(transitionRequirement('declined', 'in_review')).toBe('note');
    expect(transitionRequirement('submitted', 'in_review')).toBeUndefined();
  });

  it('offers each caller the moves it may ask for, never the proposal itself', () => {
    expect(availableTransitions('in_review', 'reviewer')).toEqual([
      'information_requested',
      'approved',
      'declined',
      'withdrawn',
    ]);
    expect(availableTransitions('approval_pending', 'reviewer')).toEqual([
      'in_review',
      'approved',
      'declined',
      'withdrawn',
    ]);
    // The proposer of a pending approval is not offered its confirmation; anyone else is.
    expect(availableTransitions('approval_pending', 'admin', true)).toEqual([
      'in_review',
      'declined',
      'withdrawn',
    ]);
    expect(availableTransitions('in_review', 'admin', true)).toContain('approved');
    expect(availableTransitions('approved', 'reviewer')).toEqual([]);
    expect(availableTransitions('approved', 'admin')).toEqual(['in_review']);
    expect(availableTransitions('withdrawn', 'admin')).toEqual([]);
  });
});

describe('overdue', () => {
  const day = 86_400_000;
  const now = Date.parse('2026-12-02T12:00:00Z');
  const since = new Date(now - 3 * day);
  it.each<[PrecheckStatus, boolean]>([
    ['submitted', true],
    ['in_review', true],
    ['approval_pending', true],
    ['information_requested', false],
    ['approved', false],
    ['declined', false],
    ['withdrawn', false],
  ])('%s for three days against a two-day service level: %s', (status, overdue) => {
    expect(isOverdue(status, since, 2 * day, now)).toBe(overdue);
  });
  it('is not overdue at the service level itself', () => {
    expect(isOverdue('submitted', new Date(now - 2 * day), 2 * day, now)).toBe(false);
  });
});
