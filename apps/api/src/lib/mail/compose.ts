import type { translator } from '@portal/i18n';
import { type MailContent, renderText } from './content.ts';
import { renderHtml } from './html.tsx';
import type { Mail, MailSettings } from './message.ts';

type Translate = ReturnType<typeof translator>;

/** Both parts from one content, so the text and the HTML say the same. */
export async function composeMail(
  to: string,
  messageId: string,
  content: MailContent,
  extra: Pick<Mail, 'attachments' | 'headers'> = {},
): Promise<Mail> {
  return {
    to,
    subject: content.subject,
    text: renderText(content),
    html: await renderHtml(content),
    language: content.language,
    messageId,
    ...extra,
  };
}

/** The line every mail ends with, naming the portal. */
export const mailFooter = (t: Translate, s: MailSettings): MailContent['footer'] => ({
  sentence: t('mail.footer'),
  portalUrl: s.portalUrl,
});
