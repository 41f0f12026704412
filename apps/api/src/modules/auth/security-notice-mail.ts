import { translator } from '@portal/i18n';
import { inert, type Language } from '@portal/shared';
import { composeMail, mailFooter } from '../../lib/mail/compose.ts';
import type { Mail, MailSettings } from '../../lib/mail/message.ts';

/** What a security notice's mail is made of, read when it leaves. */
export type SecurityNoticeMail = {
  to: string;
  language: Language;
  /** Who made the change; undefined once their account is gone. */
  actor: { name: string; email: string } | undefined;
  subject:
    | { what: 'admin'; name: string; email: string; link: string }
    | { what: 'api-key'; name: string; scopes: readonly string[]; link: string }
    | { what: 'webhook'; url: string; events: readonly string[]; link: string };
};

/**
 * Every admin's notice of a new admin, API key or webhook endpoint (DESIGN §14): who made it, what it
 * is, where to look, and what to do if nobody meant it. Every value a person typed is inert.
 */
export async function securityNoticeMail(
  s: MailSettings,
  m: SecurityNoticeMail & { messageId: string },
): Promise<Mail> {
  const t = translator(m.language);
  const { subject } = m;
  const actor = m.actor
    ? `${inert(m.actor.name)} (${inert(m.actor.email)})`
    : t('mail.securityNotice.someone');
  const facts =
    subject.what === 'admin'
      ? [
          { label: t('mail.fact.name'), value: inert(subject.name) },
          { label: t('mail.fact.email'), value: inert(subject.email) },
        ]
      : subject.what === 'api-key'
        ? [
            { label: t('mail.fact.name'), value: inert(subject.name) },
            { label: t('mail.fact.scopes'), value: subject.scopes.join(', ') },
          ]
        : [
            { label: t('mail.fact.endpoint'), value: inert(subject.url) },
            { label: t('mail.fact.events'), value: subject.events.join(', ') },
          ];
  return composeMail(m.to, m.messageId, {
    language: m.language,
    subject: t(`mail.securityNotice.${subject.what}.subject`),
    greeting: t('mail.greeting'),
    blocks: [
      { paragraph: t(`mail.securityNotice.${subject.what}.text`, { actor }) },
      { facts },
      { paragraph: t('mail.securityNotice.check') },
      { action: { label: t(`mail.securityNotice.${subject.what}.open`), url: subject.link } },
      { paragraph: t('mail.securityNotice.reason') },
    ],
    footer: mailFooter(t, s),
  });
}
