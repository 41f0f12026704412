import { translator } from '@portal/i18n';
import {
  type Language,
  type PrecheckKind,
  precheckScreenPath,
  selectedServices,
  type SkipReason,
  STAFF_ROLES,
} from '@portal/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { teamNoticeMail } from './team-notice-mail.ts';
import type { Mail } from '../../lib/mail/message.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { PdfSubject } from '../../lib/pdf/render.ts';
import type { PrintablePrechecks } from '../prechecks/index.ts';
import type { Limit, RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';
import { withinBudget, type Outbox, type Delivery } from '../outbox/index.ts';

/** The team mailbox's language: it is configured, not a person with a preference. */
export const TEAM_MAILBOX_LANGUAGE: Language = 'en';

/**
 * Notices one mailbox may receive an hour: a flood of public submissions must not bury the team's
 * mail, nor spend the sign-in codes' budget, so notices count apart from it.
 */
export const NOTICES_PER_RECIPIENT: Limit = { max: 120, windowMs: 60 * 60_000 };

/**
 * Queues the team's notice of a new pre-check on `tx`, the transaction that stores it: one for each
 * staff member who chose "Mail me each new pre-check", in their language, and one for `notifyEmail`,
 * the team mailbox (unless a staff member's own address). Like the confirmation, it names the record only.
 */
export async function queueTeamNotices(
  outbox: Outbox,
  tx: Db,
  notifyEmail: string | undefined,
  { precheck, id }: { precheck: PrecheckKind; id: string },
): Promise<void> {
  const members = await tx
    .select({ id: users.id, email: users.email, language: users.languagePreference })
    .from(users)
    .where(and(inArray(users.role, STAFF_ROLES), eq(users.notifyNewPrecheck, true)));
  const recipients: { recipient: string; language: Language; payload: Record<string, string> }[] =
    members.map((member) => ({
      recipient: member.email,
      language: member.language,
      payload: { precheck, id, userId: member.id },
    }));
  const team = notifyEmail?.toLowerCase();
  if (team && !members.some((member) => member.email === team)) {
    recipients.push({ recipient: team, language: TEAM_MAILBOX_LANGUAGE, payload: { precheck, id } });
  }
  for (const message of recipients) {
    await outbox.enqueue(tx, { kind: 'mail', topic: 'team-notice', ...message });
  }
}

/** What a notice tells of a pre-check, in `language`: the form's own text only as `company`. */
function noticeFacts(subject: PdfSubject, language: Language) {
  const t = translator(language);
  if (subject.kind === 'pos') {
    return {
      region: null,
      services: subject.record.additionalServices.map((code) => t(`precheckPos.additionalServices.${code}`)),
    };
  }
  return {
    region: t(`precheckEcom.regions.${subject.record.reg}`),
    services: selectedServices(subject.record.srv).map(({ service }) =>
      t(`precheckEcom.services.${service}`),
    ),
  };
}

export type TeamNoticeDeps = {
  db: Db;
  copies: PrintablePrechecks;
  links: UnsubscribeLinks;
  portalUrl: string;
  limiter: RateLimiter;
  /** Notices one mailbox may receive an hour (NOTICES_PER_RECIPIENT). */
  perRecipient: Limit;
  mailer: Mailer;
  compose: (input: TeamNoticeInput) => Promise<Mail>;
};

/** What a team notice says (`teamNoticeMail`'s facts), with the outbox message's id for its Message-ID. */
export type TeamNoticeInput = Omit<Parameters<typeof teamNoticeMail>[1], 'messageId'> & { outboxId: string };

/**
 * Sends a queued team notice: skipped when its staff member has turned notices off (or is no longer staff)
 * since it was queued, when the pre-check is gone, or when the mailbox's notice budget is spent. An
 * staff member's notice carries the one-click unsubscribe of their current choice; the team mailbox's
 * choice is configuration, which a link cannot change.
 */
export function teamNoticeDelivery(deps: TeamNoticeDeps): Delivery {
  return async (message) => {
    const { precheck, id, userId } = message.payload as {
      precheck: PrecheckKind;
      id: string;
      userId?: string;
    };
    let unsubscribe: TeamNoticeInput['unsubscribe'];
    if (userId) {
      const [member] = await deps.db
        .select({ generation: users.notifyGeneration })
        .from(users)
        .where(
          and(eq(users.id, userId), inArray(users.role, STAFF_ROLES), eq(users.notifyNewPrecheck, true)),
        );
      if (!member) return { status: 'skipped', reason: 'unsubscribed' satisfies SkipReason };
      unsubscribe = deps.links.urls({ userId, generation: member.generation });
    }
    const copy = await deps.copies[precheck](id);
    if (!copy) return { status: 'skipped', reason: 'record_deleted' satisfies SkipReason };
    if (!(await withinBudget(deps.limiter, message, 'notice:to', deps.perRecipient))) {
      return { status: 'skipped', reason: 'recipient_budget' satisfies SkipReason };
    }
    const mail = await deps.compose({
      to: message.recipient,
      language: message.language,
      kind: precheck,
      reference: copy.subject.record.reference,
      company: copy.company,
      ...noticeFacts(copy.subject, message.language),
      detailUrl: `${deps.portalUrl}${precheckScreenPath(precheck, id)}`,
      ...(unsubscribe && { unsubscribe }),
      outboxId: message.id,
    });
    await deps.mailer.send(mail);
    return { status: 'sent' };
  };
}
