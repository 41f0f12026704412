import { type LegalHold, PRECHECK_KIND_NAMES, type PrecheckKind } from '@portal/shared';
import { notFound } from '../../lib/app-error.ts';
import type { AuditRecorder, AuditSource } from '../audit/index.ts';
import { placeHold, releaseHold } from './repository.ts';

/**
 * Legal holds (DESIGN §13): an admin keeps a pre-check from erasure, by retention or by request, with
 * a reason; each placing and release audited with the change.
 */
export function createLegalHolds(audit: AuditRecorder) {
  return {
    async place(kind: PrecheckKind, id: string, reason: string, source: AuditSource): Promise<LegalHold> {
      const target = PRECHECK_KIND_NAMES[kind].audit;
      const held = await audit.within(
        source,
        { action: `${target}.legal-hold`, targetType: target, targetId: id },
        async (tx) => {
          const placed = await placeHold(tx, kind, id, reason, source.actor?.id ?? null);
          if (!placed) throw notFound();
          return placed;
        },
      );
      return { reason: held.reason!, at: held.at!.toISOString() };
    },

    async release(kind: PrecheckKind, id: string, source: AuditSource): Promise<void> {
      const target = PRECHECK_KIND_NAMES[kind].audit;
      await audit.within(
        source,
        { action: `${target}.legal-hold-release`, targetType: target, targetId: id },
        async (tx) => {
          if (!(await releaseHold(tx, kind, id))) throw notFound();
        },
      );
    },
  };
}

export type LegalHolds = ReturnType<typeof createLegalHolds>;
