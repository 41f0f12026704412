import { translator } from '@portal/i18n';
import {
  formatDateTime,
  type Language,
  type PrecheckKind,
  WEBHOOK_FAILING_DAYS,
  type WebhookDisabledReason,
} from '@portal/shared';
import { type MailContent, renderText } from './content.ts';
import { renderHtml } from './html.tsx';
import { inert } from './inert.ts';
import { type Mail, type MailSettings, newMessageId } from './mail.ts';

type T = ReturnType<typeof translator>;

/** Both parts from one content, so the text and the HTML say the same. */
async function mailOf(
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

const footer = (t: T, s: MailSettings): MailContent['footer'] => ({
  sentence: t('mail.footer'),
  portalUrl: s.portalUrl,
});

export async function otpMail(
  s: MailSettings,
  m: { to: string; name: string; code: string; minutes: number; language: Language },
): Promise<Mail> {
  const t = translator(m.language);
  return mailOf(m.to, newMessageId(s.portalUrl), {
    language: m.language,
    subject: t('mail.otpSubject', { code: m.code }),
    greeting: t('mail.greetingName', { name: m.name }),
    blocks: [
      { paragraph: t('mail.otp.intro') },
      { code: m.code },
      { paragraph: t('mail.otp.validity', { minutes: m.minutes }) },
      { paragraph: t('mail.otp.ignore') },
    ],
    footer: footer(t, s),
  });
}

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
    footer: footer(t, s),
  };
  return mailOf(m.to, m.messageId, content, {
    attachments: [{ filename: `${m.reference}.pdf`, content: m.pdf, contentType: 'application/pdf' }],
  });
}

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
    /** An admin's: the one-click URL for the headers, the page for people (lib/unsubscribe-links.ts). */
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
      ...footer(t, s),
      ...(m.unsubscribe && {
        unsubscribe: {
          reason: t('mail.teamNotice.reason'),
          label: t('mail.teamNotice.unsubscribe'),
          url: m.unsubscribe.page,
        },
      }),
    },
  };
  return mailOf(
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
  return mailOf(m.to, m.messageId, {
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
    footer: footer(t, s),
  });
}
