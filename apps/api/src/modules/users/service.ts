import type { AuditPerson, AuditDetails, ListQuery, User, UserData } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, fieldError, notFound } from '../../lib/app-error.ts';
import { etagOf, listNames } from '../../lib/http/etag.ts';
import { pageAnswer } from '../../lib/http/page-answer.ts';
import type { SessionCache } from '../auth/index.ts';
import type { AuditRecorder, AuditSource } from '../audit/index.ts';
import type { SecondFactor } from '../second-factor/index.ts';
import { type SecurityNotices, stepUp } from '../auth/index.ts';
import * as repo from './repository.ts';
import type { Seal } from '../../plugins/idempotency.ts';

/** The user's strong ETag: of the representation every answer carries, so any change of it changes the tag. */
export const userEtag = (user: User) => etagOf(JSON.stringify(user));

export function toUser(row: repo.UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    languagePreference: row.languagePreference,
    createdAt: row.createdAt.toISOString(),
  };
}

const duplicateEmail = () =>
  new AppError('email_taken', { fieldErrors: [fieldError('email', 'email_taken')] });
const lastAdmin = () => new AppError('last_admin');

/**
 * Deletes a user on `tx` (their sessions, codes and second factors go with them), refusing the last
 * admin; answers whether there was one. The caller ends the user's cached sessions (`settled`).
 */
export async function deleteUserWithin(tx: Db, id: string): Promise<boolean> {
  const admins = await repo.lockAdminIds(tx);
  if (admins.length === 1 && admins[0] === id) throw lastAdmin();
  return repo.deleteUser(tx, id);
}

async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

/** The person behind a change (a key's id is no user's). */
const actorIdOf = ({ actor }: AuditSource) => (actor && actor.role !== 'api_key' ? actor.id : null);

export function createUsersService(
  db: Db,
  sessions: SessionCache,
  audit: AuditRecorder,
  secondFactor: SecondFactor,
  notices: SecurityNotices,
) {
  /**
   * Removes the user's second factor and ends their sessions, recorded in the same transaction: a
   * reset means the factor is no longer trusted, so nothing signed in with it stays signed in. At
   * the next sign-in the user enrols again (an admin must; a merchant may).
   */
  async function clearSecondFactor(tx: Db, id: string, source: AuditSource, details: AuditDetails = {}) {
    if (!(await secondFactor.clear(tx, id))) throw notFound();
    await repo.revokeSessions(tx, id);
    await audit.append(tx, source, { action: 'user.mfa-reset', targetType: 'user', targetId: id, details });
  }

  /**
   * An admin's own reset: only with an unused recovery code, judged and counted like a code at sign-in
   * (modules/auth/guess-budget.ts), so a session left open cannot be used to guess one. A wrong code answers
   * 400, not 401, which would sign the caller out.
   */
  async function resetOwnSecondFactor(actor: AuditPerson, recoveryCode: string, source: AuditSource) {
    await stepUp(db, audit, { actor, source, field: 'recoveryCode' }, async (tx) => {
      const result = await secondFactor.useRecoveryCode(tx, actor.id, recoveryCode);
      if (result === 'taken') await clearSecondFactor(tx, actor.id, source, { own: true });
      return result;
    });
  }

  return {
    list: async (query: ListQuery) => pageAnswer(await repo.listUsers(db, query), query, toUser),

    exportBatches: (q: string | undefined, batchSize: number) => repo.userBatches(db, q, batchSize),

    async get(id: string) {
      const row = await repo.findUser(db, id);
      if (!row) throw notFound();
      return toUser(row);
    },

    create: (data: UserData, source: AuditSource, seal?: Seal<User>) =>
      uniqueEmail(() =>
        audit.within(
          source,
          (user: User) => ({
            action: 'user.create',
            targetType: 'user',
            targetId: user.id,
            details: { role: user.role },
          }),
          async (tx) => {
            const user = toUser(await repo.insertUser(tx, data));
            if (user.role === 'admin')
              await notices.queue(tx, { what: 'admin', userId: user.id }, actorIdOf(source));
            await seal?.(tx, user);
            return user;
          },
        ),
      ),

    /**
     * Saves the user only as `ifMatch` (an `If-Match` list) last read it: compared under the row's lock,
     * so of two admins saving one user the second gets 412 whatever the timing (DESIGN §10).
     */
    update: (id: string, data: UserData, ifMatch: string, source: AuditSource) =>
      sessions.settled({ userId: id }, () =>
        uniqueEmail(() =>
          db.transaction(async (tx) => {
            const admins = await repo.lockAdminIds(tx);
            const current = await repo.lockUser(tx, id);
            if (!current) throw notFound();
            if (!listNames(ifMatch, userEtag(toUser(current)), 'strong'))
              throw new AppError('precondition_failed');
            if (data.role !== 'admin' && admins.length === 1 && admins[0] === id) throw lastAdmin();
            const row = await repo.updateUser(tx, id, data);
            if (!row) throw notFound();
            // Made an admin is as much a new admin as one created so.
            if (row.role === 'admin' && current.role !== 'admin')
              await notices.queue(tx, { what: 'admin', userId: id }, actorIdOf(source));
            await audit.append(tx, source, {
              action: 'user.update',
              targetType: 'user',
              targetId: id,
              details: { role: row.role },
            });
            return toUser(row);
          }),
        ),
      ),

    remove: (id: string, source: AuditSource) =>
      sessions.settled({ userId: id }, () =>
        db.transaction(async (tx) => {
          if (!(await deleteUserWithin(tx, id))) throw notFound();
          await audit.append(tx, source, { action: 'user.delete', targetType: 'user', targetId: id });
        }),
      ),

    /** Another user's second factor, or with a recovery code one's own (DESIGN §9). */
    resetSecondFactor: (id: string, recoveryCode: string | undefined, source: AuditSource) =>
      sessions.settled({ userId: id }, async () => {
        const { actor } = source;
        // Someone else's (a key's id is never a user's, and no key may call this route anyway).
        if (actor?.id !== id || actor.role === 'api_key') {
          return db.transaction((tx) => clearSecondFactor(tx, id, source));
        }
        if (!recoveryCode) throw new AppError('own_second_factor');
        return resetOwnSecondFactor(actor, recoveryCode, source);
      }),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
