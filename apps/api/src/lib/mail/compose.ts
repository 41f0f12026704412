import { translate } from '@portal/i18n';
import { formatDateTime } from '@portal/shared';
import type { Mail } from '../mailer.ts';
import type { ConfirmationInput } from '../outbox/confirmation.ts';

/**
 * The applicant's confirmation: the reference, when the pre-check was received and what happens next,
 * with the PDF of what was sent. The form's own text (the company) is not in it: only the reference
 * in the subject, so a public form cannot make the portal mail text of its choosing.
 */
export async function confirmationMail(input: ConfirmationInput): Promise<Mail> {
  const { language, reference } = input;
  const vars = {
    reference,
    received: formatDateTime(input.receivedAt, language, { timeZone: 'UTC' }),
  };
  return {
    to: input.to,
    subject: translate(language, `mail.confirmationSubject.${input.kind}`, vars),
    text: translate(language, 'mail.confirmationText', vars),
    messageId: input.messageId,
    attachments: [{ filename: `${reference}.pdf`, content: input.pdf, contentType: 'application/pdf' }],
  };
}
