import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditRecorder, AuditSource } from '../audit/index.ts';
import type { SecondFactor } from './second-factor.ts';
import { wrongCode } from './wrong-code.ts';

/** A signed-in user's own second factor: its state, enrolling, and (merchants) removing it. */
export function createSecurityService(db: Db, secondFactor: SecondFactor, audit: AuditRecorder) {
  return {
    status: (userId: string) => secondFactor.status(db, userId),

    async begin(user: { id: string; email: string }) {
      const setup = await secondFactor.begin(db, user);
      if (!setup) throw new AppError('already_enrolled');
      return setup;
    },

    /**
     * Confirms the enrolment with a code of the new secret and hands out the recovery codes. Not
     * counted against the account: whoever began the enrolment holds the secret, so there is
     * nothing to guess. A wrong code answers 400: a 401 would sign the user out.
     */
    confirm: (userId: string, code: string) =>
      db.transaction(async (tx) => {
        if ((await secondFactor.tryCode(tx, userId, code, true)) !== 'taken') throw wrongCode();
        return { recoveryCodes: await secondFactor.issueRecoveryCodes(tx, userId) };
      }),

    /** A merchant turns their second factor off; recorded like a reset, as their own. */
    remove: (userId: string, source: AuditSource) =>
      audit.within(
        source,
        { action: 'user.mfa-reset', targetType: 'user', targetId: userId, details: { own: true } },
        (tx) => secondFactor.clear(tx, userId),
      ),
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
