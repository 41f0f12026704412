import type { ListQuery, User, UserData } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { pageAnswer } from '../../lib/page-answer.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import type { AuditRecorder, AuditSource } from '../../lib/audit-trail/recorder.ts';
import * as repo from './repository.ts';

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
  new AppError('conflictEmail', { fieldErrors: [{ path: 'email', message: 'apiErrors.conflictEmail' }] });
const lastAdmin = () => new AppError('lastAdmin');

async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail();
    throw error;
  }
}

export function createUsersService(db: Db, sessions: SessionCache, audit: AuditRecorder) {
  return {
    list: async (query: ListQuery) => pageAnswer(await repo.listUsers(db, query), query, toUser),

    exportBatches: (q: string | undefined, batchSize: number) => repo.userBatches(db, q, batchSize),

    async get(id: string) {
      const row = await repo.findUser(db, id);
      if (!row) throw notFound();
      return toUser(row);
    },

    create: (data: UserData, source: AuditSource) =>
      uniqueEmail(() =>
        audit.within(
          source,
          (user: User) => ({
            action: 'user.create',
            targetType: 'user',
            targetId: user.id,
            details: { role: user.role },
          }),
          async (tx) => toUser(await repo.insertUser(tx, data)),
        ),
      ),

    update: (id: string, data: UserData, source: AuditSource) =>
      sessions.settled({ userId: id }, () =>
        uniqueEmail(() =>
          db.transaction(async (tx) => {
            const admins = await repo.lockAdminIds(tx);
            if (data.role !== 'admin' && admins.length === 1 && admins[0] === id) throw lastAdmin();
            const row = await repo.updateUser(tx, id, data);
            if (!row) throw notFound();
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
          const admins = await repo.lockAdminIds(tx);
          if (admins.length === 1 && admins[0] === id) throw lastAdmin();
          if (!(await repo.deleteUser(tx, id))) throw notFound();
          await audit.append(tx, source, { action: 'user.delete', targetType: 'user', targetId: id });
        }),
      ),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
