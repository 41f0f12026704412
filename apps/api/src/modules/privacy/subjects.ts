import type { SubjectHoldings } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { holdingsOf } from './repository.ts';

/** Subject requests (DESIGN §13): what the portal holds about a person, found by their address. */
export function createSubjects(db: Db) {
  return {
    async find(email: string): Promise<SubjectHoldings> {
      return { email, ...(await holdingsOf(db, email.toLowerCase())) };
    },
  };
}

export type Subjects = ReturnType<typeof createSubjects>;
