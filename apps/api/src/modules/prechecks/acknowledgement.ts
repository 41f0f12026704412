import type { Language, PrecheckKind } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import type { ApplicantCopies } from './applicant-copy.ts';
import { queueConfirmation } from './confirmation.ts';
import type { Outbox } from '../outbox/index.ts';
import { queueTeamNotices } from '../notifications/index.ts';

/** What an accepted pre-check's answer adds to its id and reference. */
export type Acknowledged = { confirmationTo: string; copyToken?: string };

/**
 * What accepting a pre-check of either kind promises, written in the submission's transaction: its
 * applicant's confirmation mail (queued), and for an anonymous applicant, who cannot sign in to read
 * it, a link to the PDF of what was sent; the team's notices (queued), to the admins who asked for
 * them and to `notifyEmail`.
 */
export function createAcknowledgement(outbox: Outbox, copies: ApplicantCopies, notifyEmail?: string) {
  return {
    async within(
      tx: Db,
      submission: { precheck: PrecheckKind; id: string; to: string; language: Language; anonymous: boolean },
    ): Promise<Acknowledged> {
      const { precheck, id, to, anonymous } = submission;
      await queueConfirmation(outbox, tx, submission);
      await queueTeamNotices(outbox, tx, notifyEmail, submission);
      return {
        confirmationTo: to,
        ...(anonymous && { copyToken: await copies.grant(tx, { kind: precheck, id }) }),
      };
    },
    /** After the transaction committed: the mails leave now rather than at the next poll. */
    committed: () => outbox.wake(),
  };
}

export type Acknowledgement = ReturnType<typeof createAcknowledgement>;
