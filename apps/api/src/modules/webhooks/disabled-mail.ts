import { translator } from '@portal/i18n';
import { inert, type Language, WEBHOOK_FAILING_DAYS, type WebhookDisabledReason } from '@portal/shared';
import { composeMail, mailFooter } from '../../lib/mail/compose.ts';
import type { Mail, MailSettings } from '../../lib/mail/message.ts';

/** An admin's notice that the portal disabled a webhook endpoint: which, why, and what to do. */
export async function webhookDisabledMail(
  s: MailSettings,
  m: {
    to: string;
    language: Language;
    url: string;
    description: string | null;
    reason: WebhookDisabledReason;
    webhooksUrl: string;
    messageId: string;
  },
): Promise<Mail> {
  const t = translator(m.language);
  const facts = [
    { label: t('mail.fact.endpoint'), value: inert(m.url) },
    ...(m.description ? [{ label: t('mail.fact.description'), value: inert(m.description) }] : []),
  ];
  return composeMail(m.to, m.messageId, {
    language: m.language,
    subject: t('mail.webhookDisabled.subject'),
    greeting: t('mail.greeting'),
    blocks: [
      { paragraph: t(`mail.webhookDisabled.${m.reason}`, { days: WEBHOOK_FAILING_DAYS }) },
      { facts },
      { paragraph: t('mail.webhookDisabled.next') },
      { action: { label: t('mail.webhookDisabled.open'), url: m.webhooksUrl } },
      { paragraph: t('mail.webhookDisabled.reason') },
    ],
    footer: mailFooter(t, s),
  });
}
