import { translator } from '@portal/i18n';
import { inert, type Language, type PrecheckKind } from '@portal/shared';
import { composeMail, mailFooter } from '../../lib/mail/compose.ts';
import type { MailContent } from '../../lib/mail/content.ts';
import type { Mail, MailSettings } from '../../lib/mail/message.ts';

export async function teamNoticeMail(
  s: MailSettings,
  m: {
    to: string;
    language: Language;
    kind: PrecheckKind;
    reference: string;
    company: string;
    region: string | null;
    services: string[];
    detailUrl: string;
    /** An admin's: the one-click URL for the headers, the page for people (modules/notifications/unsubscribe-links.ts). */
    unsubscribe?: { oneClick: string; page: string };
    messageId: string;
  },
): Promise<Mail> {
  const t = translator(m.language);
  const kind = t(`mail.kind.${m.kind}`);
  const facts = {
    facts: [
      { label: t('mail.fact.kind'), value: kind },
      { label: t('mail.fact.company'), value: inert(m.company) },
      { label: t('mail.fact.region'), value: m.region ?? t('mail.teamNotice.notGiven') },
      { label: t('mail.fact.services'), value: m.services.join(', ') || t('mail.teamNotice.notGiven') },
      { label: t('mail.fact.reference'), value: m.reference },
    ],
  };
  const content: MailContent = {
    language: m.language,
    subject: t('mail.teamNotice.subject', { kind, reference: m.reference }),
    greeting: t('mail.greeting'),
    blocks: [
      { paragraph: t('mail.teamNotice.intro', { kind }) },
      facts,
      { action: { label: t('mail.teamNotice.open'), url: m.detailUrl } },
    ],
    footer: {
      ...mailFooter(t, s),
      ...(m.unsubscribe && {
        unsubscribe: {
          reason: t('mail.teamNotice.reason'),
          label: t('mail.teamNotice.unsubscribe'),
          url: m.unsubscribe.page,
        },
      }),
    },
  };
  return composeMail(
    m.to,
    m.messageId,
    content,
    // RFC 8058: a mailbox provider's "unsubscribe" button posts to the URL without opening it in a browser.
    m.unsubscribe && {
      headers: {
        'List-Unsubscribe': `<${m.unsubscribe.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
  );
}
