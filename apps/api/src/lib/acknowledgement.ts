import type { Language, PrecheckKind } from '@portal/shared';
import type { Db } from '../db/client.ts';
import type { ApplicantCopies } from './applicant-copy.ts';
import { queueConfirmation } from './outbox/confirmation.ts';
import type { Outbox } from './outbox/outbox.ts';

/** What an accepted pre-check's answer adds to its id and reference. */
export type Acknowledged = { copyToken?: string };

/**
 * What accepting a pre-check of either kind promises its applicant, written in the submission's
 * transaction: the confirmation mail (queued), and for an anonymous applicant, who cannot sign in to
 * read it, a link to the PDF of what was sent.
 */
export function createAcknowledgement(outbox: Outbox, copies: ApplicantCopies) {
  return {
    async within(
      tx: Db,
      submission: { precheck: PrecheckKind; id: string; to: string; language: Language; anonymous: boolean },
    ): Promise<Acknowledged> {
      const { precheck, id, anonymous } = submission;
      await queueConfirmation(outbox, tx, submission);
      return anonymous ? { copyToken: await copies.grant(tx, { kind: precheck, id }) } : {};
    },
    /** After the transaction committed: the confirmation leaves now rather than at the next poll. */
    committed: () => outbox.wake(),
  };
}

export type Acknowledgement = ReturnType<typeof createAcknowledgement>;
