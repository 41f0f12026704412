import {
  type AuditPerson,
  isStaffRole,
  type Role,
  type SessionList,
  type StepUpRequest,
} from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuditRecorder, AuditSource } from '../audit/index.ts';
import type { SecondFactor } from '../second-factor/index.ts';
import { stepUp } from './step-up.ts';
import type { Passkeys } from './passkeys.ts';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import * as repo from './repository.ts';
import type { SessionCache } from './session-cache.ts';

/**
 * One's sessions (DESIGN §14): see them, end one or all the others; an admin ends all of another's.
 * Every ending reaches every instance before the answer (`settled`), so an ended token is refused at
 * once wherever it is sent. Step-up: a fresh code marks the session as proven for `STEP_UP_TTL`.
 */
export function createSessionsService(deps: {
  db: Db;
  sessions: SessionCache;
  audit: AuditRecorder;
  secondFactor: SecondFactor;
  passkeys: Passkeys;
  sessionIdleMs: number;
  stepUpTtlMs: number;
}) {
  const { db, sessions, audit, secondFactor, passkeys } = deps;
  const idleFor = (role: Role) => (isStaffRole(role) ? deps.sessionIdleMs / 1000 : null);

  /** Ends `jtis` of `userId`, on every instance, in the transaction of the audit entry `event` names. */
  async function end(
    userId: string,
    jtis: readonly string[],
    source: AuditSource,
    action: 'auth.sessions-end' | 'user.sessions-end',
  ): Promise<number> {
    if (jtis.length === 0) return 0;
    const ended = await sessions.settled(
      jtis.map((jti) => ({ jti })),
      () =>
        audit.within(
          source,
          (gone: string[]) => ({
            action,
            targetType: 'user',
            targetId: userId,
            details: { sessions: gone.length },
          }),
          (tx) => repo.revokeSessionsOf(tx, userId, jtis),
        ),
    );
    return ended.length;
  }

  return {
    async list(user: { id: string; role: Role; jti: string }): Promise<SessionList> {
      const rows = await repo.liveSessionsOf(db, user.id, idleFor(user.role));
      return {
        items: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          current: row.id === user.jti,
        })),
      };
    },

    /** Ends one of the caller's own sessions (the current one too: that is a sign-out); 404 if none. */
    async endOwn(user: { id: string; role: Role }, id: string, source: AuditSource): Promise<void> {
      const live = await repo.liveSessionsOf(db, user.id, idleFor(user.role));
      if (!live.some((row) => row.id === id)) throw notFound();
      if ((await end(user.id, [id], source, 'auth.sessions-end')) === 0) throw notFound();
    },

    /** Ends every session of the caller's but the one this request came with. */
    async endOthers(user: { id: string; role: Role; jti: string }, source: AuditSource) {
      const live = await repo.liveSessionsOf(db, user.id, idleFor(user.role));
      const others = live.map((row) => row.id).filter((id) => id !== user.jti);
      return { ended: await end(user.id, others, source, 'auth.sessions-end') };
    },

    /** An admin signs a user out everywhere; 404 for no such user. */
    async endAllOf(userId: string, source: AuditSource) {
      const role = await repo.roleOf(db, userId);
      if (!role) throw notFound();
      const live = await repo.liveSessionsOf(db, userId, null);
      return {
        ended: await end(
          userId,
          live.map((row) => row.id),
          source,
          'user.sessions-end',
        ),
      };
    },

    /** Whether the session proved a second factor lately enough for a grave action. */
    steppedUp: (jti: string) => repo.steppedUpWithin(db, jti, deps.stepUpTtlMs / 1000),

    /**
     * The proof a lasting credential (a first passkey) needs: a step-up where the account has a factor
     * to step up with; else a sign-in as recent as a step-up would have to be, since its e-mailed code
     * is then the strongest proof the account has. A session stolen later cannot add one.
     */
    async requireFreshProof(user: { id: string; jti: string }): Promise<void> {
      const hasFactor =
        (await secondFactor.isEnrolled(db, user.id)) || (await passkeys.list(user.id)).items.length > 0;
      const proven = hasFactor
        ? await repo.steppedUpWithin(db, user.jti, deps.stepUpTtlMs / 1000)
        : await repo.begunWithin(db, user.jti, deps.stepUpTtlMs / 1000);
      if (!proven) throw new AppError(hasFactor ? 'step_up_required' : 'sign_in_again');
    },

    /**
     * A code of the caller's own (authenticator or recovery code), judged and counted as at sign-in,
     * or their passkey's answer to a step-up challenge; accepted, the session counts as stepped up.
     * Audited either way.
     */
    async stepUp(
      actor: AuditPerson & { jti: string },
      proof: StepUpRequest,
      source: AuditSource,
    ): Promise<void> {
      const proven = (tx: Db, method: 'code' | 'passkey') =>
        Promise.all([
          repo.markSteppedUp(tx, actor.jti),
          audit.append(tx, source, {
            action: 'auth.step-up',
            targetType: 'user',
            targetId: actor.id,
            details: { method },
          }),
        ]);
      if (proof.passkey) {
        await passkeys.stepUp(actor.id, proof.passkey as unknown as AuthenticationResponseJSON);
        await db.transaction((tx) => proven(tx, 'passkey'));
        return;
      }
      await stepUp(db, audit, { actor, source, field: 'code' }, async (tx) => {
        const result = await secondFactor.tryCode(tx, actor.id, proof.code ?? '', false);
        if (result === 'taken') await proven(tx, 'code');
        return result;
      });
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
