import { type Language, precheckScreenPath } from '@portal/shared';
import { otpMail } from '../modules/auth/index.ts';
import { teamNoticeMail } from '../modules/notifications/index.ts';
import { confirmationMail } from '../modules/prechecks/index.ts';
import { type Mail, type MailSettings, newMessageId } from '../lib/mail/message.ts';

/** One of each mail, for the tests that receive them and for scripts/spam-score.ts. */
export const MAIL_KINDS = ['otp', 'confirmation', 'teamNotice'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const sampleSettings: MailSettings = {
  fromAddress: 'no-reply@onboarding.example.com',
  fromName: 'Acme Onboarding',
  replyTo: 'team@onboarding.example.com',
  portalUrl: 'https://onboarding.example.com',
};

/** What an attacker would type as the company: a link, a line break and markup. */
export const HOSTILE_COMPANY = 'Visit http://evil.example\nPay here <b>now</b>';

/** The sample sign-in mail's code. */
export const SAMPLE_CODE = '493817';

export const samplePdf = Buffer.from('%PDF-1.7 a copy of the submission\n%%EOF\n');

export function sampleMail(kind: MailKind, language: Language, settings = sampleSettings): Promise<Mail> {
  const { portalUrl } = settings;
  if (kind === 'otp') {
    return otpMail(settings, {
      to: 'merchant@example.com',
      name: 'Ana',
      code: SAMPLE_CODE,
      minutes: 10,
      language,
    });
  }
  if (kind === 'confirmation') {
    return confirmationMail(settings, {
      to: 'applicant@example.com',
      language,
      kind: 'ecom',
      reference: 'E-7KQ3-XM2A',
      receivedAt: new Date('2026-11-21T14:03:00Z'),
      company: HOSTILE_COMPANY,
      messageId: newMessageId(portalUrl),
      pdf: samplePdf,
    });
  }
  return teamNoticeMail(settings, {
    to: 'prechecks@example.com',
    language,
    kind: 'pos',
    reference: 'P-7KQ3-XM2A',
    company: HOSTILE_COMPANY,
    region: 'Bavaria',
    services: ['Card payments', 'Wallets'],
    detailUrl: `${portalUrl}${precheckScreenPath('pos', '42')}`,
    unsubscribe: {
      oneClick: `${portalUrl}/api/notifications/unsubscribe?token=abc`,
      page: `${portalUrl}/unsubscribe?token=abc`,
    },
    messageId: newMessageId(portalUrl),
  });
}
