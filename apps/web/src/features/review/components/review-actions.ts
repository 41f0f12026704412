import type { PrecheckStatus } from '@portal/shared';

/** What a move is called on screen: the same target reads differently from where it starts. */
export type ReviewAction =
  | 'start'
  | 'ask'
  | 'approve'
  | 'confirmApproval'
  | 'decline'
  | 'withdraw'
  | 'reopen'
  | 'stopWaiting'
  | 'backToReview';

/** The action that moves a pre-check `from` → `to`, or none the screen offers. */
export function actionOf(from: PrecheckStatus, to: PrecheckStatus): ReviewAction | undefined {
  switch (to) {
    case 'in_review':
      if (from === 'submitted') return 'start';
      if (from === 'information_requested') return 'stopWaiting';
      if (from === 'approval_pending') return 'backToReview';
      return 'reopen';
    case 'approved':
      return from === 'approval_pending' ? 'confirmApproval' : 'approve';
    case 'declined':
      return 'decline';
    case 'withdrawn':
      return 'withdraw';
    case 'information_requested':
      return 'ask';
    default:
      return undefined;
  }
}
