import type { SubjectExport, SubjectHoldings } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import type { Reader } from '../../plugins/caller.ts';
import type { AuditRecorder, AuditSource } from '../audit/index.ts';
import { type PrecheckRecords, versionsWithAnswers } from '../prechecks/index.ts';
import type { ReviewService } from '../review/index.ts';
import { holdingsOf, recordsAbout } from './repository.ts';

/** Subject requests (DESIGN §13): what the portal holds about a person, found by their address. */
export function createSubjects(options: {
  db: Db;
  audit: AuditRecorder;
  records: PrecheckRecords;
  review: ReviewService;
}) {
  const { db, audit, records, review } = options;

  async function find(email: string): Promise<SubjectHoldings> {
    return { email, ...(await holdingsOf(db, email.toLowerCase())) };
  }

  return {
    find,

    /**
     * Every record about the address, each pre-check with its history and the answers each update
     * replaced; recorded as `privacy.export` before it leaves.
     */
    async export(email: string, reader: Reader, source: AuditSource): Promise<SubjectExport> {
      const subject = email.toLowerCase();
      const { prechecks } = await find(subject);
      const exported: SubjectExport = {
        email: subject,
        exportedAt: new Date().toISOString(),
        prechecks: await Promise.all(
          prechecks.map(async ({ kind, id }) => ({
            kind,
            record: (await records[kind](id, reader)).record,
            history: await review.history(kind, id),
            versions: (await versionsWithAnswers(db, kind, id)).map((version) => ({
              ...version,
              at: version.at.toISOString(),
            })),
          })),
        ),
        ...(await recordsAbout(db, subject)),
      };
      await audit.record(source, {
        action: 'privacy.export',
        details: { subject, prechecks: prechecks.length },
      });
      return exported;
    },
  };
}

export type Subjects = ReturnType<typeof createSubjects>;
