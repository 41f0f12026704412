import { translator } from '@portal/i18n';
import { formatDateTime, inert, type Language, type PrecheckKind } from '@portal/shared';
import { composeMail, mailFooter } from '../../lib/mail/compose.ts';
import type { MailContent } from '../../lib/mail/content.ts';
import type { Mail, MailSettings } from '../../lib/mail/message.ts';

export async function confirmationMail(
  s: MailSettings,
  m: {
    to: string;
    language: Language;
    kind: PrecheckKind;
    reference: string;
    receivedAt: Date;
    company: string;
    messageId: string;
    pdf: Buffer;
  },
): Promise<Mail> {
  const t = translator(m.language);
  const kind = t(`mail.kind.${m.kind}`);
  const content: MailContent = {
    language: m.language,
    subject: t('mail.confirmation.subject', { kind, reference: m.reference }),
    greeting: t('mail.greeting'),
    blocks: [
      {
        paragraph: t('mail.confirmation.received', {
          kind,
          date: formatDateTime(m.receivedAt, m.language, { timeZone: 'UTC' }),
        }),
      },
      {
        facts: [
          { label: t('mail.fact.reference'), value: m.reference },
          { label: t('mail.fact.company'), value: inert(m.company) },
        ],
      },
      { paragraph: t('mail.confirmation.reference', { reference: m.reference }) },
      { paragraph: t('mail.confirmation.next') },
      { paragraph: t('mail.confirmation.copy') },
    ],
    footer: mailFooter(t, s),
  };
  return composeMail(m.to, m.messageId, content, {
    attachments: [{ filename: `${m.reference}.pdf`, content: m.pdf, contentType: 'application/pdf' }],
  });
}
