import { translator } from '@portal/i18n';
import {
  type DeclineReason,
  formatDateTime,
  type Language,
  type PrecheckKind,
  PRECHECK_KEYS,
  type SkipReason,
  updateScreenPath,
} from '@portal/shared';
import { composeMail, mailFooter } from '../../lib/mail/compose.ts';
import type { Block } from '../../lib/mail/content.ts';
import type { Mail, MailSettings } from '../../lib/mail/message.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { Delivery, Outbox } from '../outbox/index.ts';
import type { PrintablePrechecks } from '../prechecks/index.ts';
import type { Db } from '../../db/client.ts';
import type { UpdateLinks } from './update-links.ts';

/** What the applicant is told of their pre-check's review (DESIGN §12), each a mail of its own. */
export type ApplicantNews =
  | { news: 'information_requested'; linkId: string }
  | { news: 'approved' }
  | { news: 'declined'; reason: DeclineReason }
  | { news: 'withdrawn' };

/** Queues the applicant's mail on `tx`, the transaction of the move: to the form's contact, in its language. */
export function queueApplicantNews(
  outbox: Outbox,
  tx: Db,
  target: { kind: PrecheckKind; id: string; to: string; language: Language },
  news: ApplicantNews,
) {
  return outbox.enqueue(tx, {
    kind: 'mail',
    topic: 'applicant-review',
    recipient: target.to,
    language: target.language,
    payload: { precheck: target.kind, id: target.id, ...news },
  });
}

type ApplicantMailInput = {
  to: string;
  language: Language;
  kind: PrecheckKind;
  reference: string;
  messageId: string;
  news: ApplicantNews;
  /** A request's: what the team asks, the sections named, the link and until when it works. */
  request?: { message: string; sections: string[]; url: string; expiresAt: Date };
};

/**
 * The applicant's mail about a move: the staff message as written (the team's own words, one
 * paragraph per line), a decline's reason as its applicant text and never the internal note.
 */
export async function applicantMail(s: MailSettings, m: ApplicantMailInput): Promise<Mail> {
  const t = translator(m.language);
  const facts = { kind: t(`mail.kind.${m.kind}`), reference: m.reference };
  const blocks: Block[] = [];
  let subject: string;
  if (m.news.news === 'information_requested' && m.request) {
    const { request } = m;
    subject = t('mail.review.requested.subject', facts);
    blocks.push({ paragraph: t('mail.review.requested.intro', facts) });
    for (const line of request.message.split(/\n+/).filter((l) => l.trim())) blocks.push({ paragraph: line });
    if (request.sections.length > 0) {
      const names = request.sections.map((section) => t(PRECHECK_KEYS[m.kind].section(section)));
      blocks.push({ paragraph: t('mail.review.requested.sections', { sections: names.join(', ') }) });
    }
    blocks.push(
      { action: { label: t('mail.review.requested.answer'), url: request.url } },
      {
        paragraph: t('mail.review.requested.validity', {
          date: formatDateTime(request.expiresAt, m.language, { timeZone: 'UTC' }),
        }),
      },
      { paragraph: t('mail.review.requested.withdraw') },
    );
  } else if (m.news.news === 'approved') {
    subject = t('mail.review.approved.subject', facts);
    blocks.push(
      { paragraph: t('mail.review.approved.body', facts) },
      { paragraph: t('mail.review.approved.next') },
    );
  } else if (m.news.news === 'declined') {
    subject = t('mail.review.declined.subject', facts);
    blocks.push(
      { paragraph: t('mail.review.declined.body', facts) },
      { paragraph: t('mail.review.declined.reason', { reason: t(`mail.review.reasons.${m.news.reason}`) }) },
      { paragraph: t('mail.review.declined.contact') },
    );
  } else {
    subject = t('mail.review.withdrawn.subject', facts);
    blocks.push(
      { paragraph: t('mail.review.withdrawn.body', facts) },
      { paragraph: t('mail.review.withdrawn.again') },
    );
  }
  return composeMail(m.to, m.messageId, {
    language: m.language,
    subject,
    greeting: t('mail.greeting'),
    blocks,
    footer: mailFooter(t, s),
  });
}

/**
 * Sends a queued applicant mail: skipped once the pre-check is deleted. A request's link is made
 * again from its id now (the outbox never held the token) and points at `/p/update/<token>`.
 */
export function applicantNewsDelivery(deps: {
  db: Db;
  copies: PrintablePrechecks;
  links: UpdateLinks;
  portalUrl: string;
  mailer: Mailer;
  compose: (input: Omit<ApplicantMailInput, 'messageId'> & { outboxId: string }) => Promise<Mail>;
}): Delivery {
  return async (message) => {
    const { precheck, id, ...news } = message.payload as {
      precheck: PrecheckKind;
      id: string;
    } & ApplicantNews;
    const copy = await deps.copies[precheck](id);
    if (!copy) return { status: 'skipped', reason: 'record_deleted' satisfies SkipReason };
    let request: ApplicantMailInput['request'];
    if (news.news === 'information_requested') {
      const link = await deps.links.byId(deps.db, news.linkId);
      if (!link) return { status: 'skipped', reason: 'record_deleted' satisfies SkipReason };
      request = {
        message: link.message,
        sections: link.sections,
        url: `${deps.portalUrl}${updateScreenPath(deps.links.tokenOf(link.id))}`,
        expiresAt: link.expiresAt,
      };
    }
    const mail = await deps.compose({
      to: message.recipient,
      language: message.language,
      kind: precheck,
      reference: copy.subject.record.reference,
      news,
      ...(request && { request }),
      outboxId: message.id,
    });
    await deps.mailer.send(mail);
    return { status: 'sent' };
  };
}
