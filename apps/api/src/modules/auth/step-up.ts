import type { AuditPerson } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { ACCOUNT_GUESS_BUDGET, GUESS_POLICY, type GuessResult, judgeGuess } from './guess-budget.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import type { AuditRecorder, AuditSource } from '../audit/index.ts';
import { wrongCode } from '../second-factor/index.ts';

/**
 * A signed-in user proves themselves again with a code of their own (a recovery code, an
 * authenticator code) before a grave action: `guess` takes the code and does the action in one
 * transaction. Judged and counted like a code at sign-in (modules/auth/guess-budget.ts), against the account's
 * budget, so a session left open cannot be used to guess one; a refusal is in the audit trail.
 */
export async function stepUp(
  db: Db,
  audit: AuditRecorder,
  { actor, source, field }: { actor: AuditPerson; source: AuditSource; field: string },
  guess: (tx: Db) => Promise<GuessResult>,
): Promise<void> {
  const verdict = await judgeGuess(db, actor.email, ACCOUNT_GUESS_BUDGET, guess, (tx, refused) =>
    audit.append(tx, source, {
      action: 'auth.mfa-failed',
      targetType: 'user',
      targetId: actor.id,
      details: { email: actor.email, reason: refused.outcome },
    }),
  );
  if (verdict.outcome === 'locked') throw tooManyRequests(verdict.retryAfterSeconds, GUESS_POLICY);
  if (verdict.outcome !== 'accepted') throw wrongCode(field);
}
