import { translator } from '@portal/i18n';
import { inert, type Language } from '@portal/shared';
import { composeMail, mailFooter } from '../../lib/mail/compose.ts';
import { newMessageId, type Mail, type MailSettings } from '../../lib/mail/message.ts';

/**
 * The greeting's name is whatever was typed at sign-up, so it is inert: a name like `secure-payout.com`
 * would otherwise be a link in a mail from the portal's own domain.
 */
export async function otpMail(
  s: MailSettings,
  m: { to: string; name: string; code: string; minutes: number; language: Language },
): Promise<Mail> {
  const t = translator(m.language);
  return composeMail(m.to, newMessageId(s.portalUrl), {
    language: m.language,
    subject: t('mail.otpSubject', { code: m.code }),
    greeting: t('mail.greetingName', { name: inert(m.name) }),
    blocks: [
      { paragraph: t('mail.otp.intro') },
      { code: m.code },
      { paragraph: t('mail.otp.validity', { minutes: m.minutes }) },
      { paragraph: t('mail.otp.ignore') },
    ],
    footer: mailFooter(t, s),
  });
}
