import { LANGUAGES } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIL_KINDS,
  SAMPLE_CODE,
  sampleMail,
  samplePdf as pdf,
  sampleSettings as settings,
} from '../../test/mail-samples.ts';
import { headerOf, startSmtp } from '@portal/test-support';
import { createMailer, type Mailer } from './mailer.ts';
import type { Mail } from './message.ts';

const { portalUrl } = settings;

/** A header's value as sent; mailparser's own view folds the List-* headers into one object. */
describe('mails as a mail server receives them', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startSmtp();
    mailer = createMailer({ smtpUrl: smtp.url, dataDir: '/nonexistent', settings }, {} as FastifyBaseLogger);
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });

  async function sendAndParse(mail: Mail): Promise<ParsedMail> {
    await mailer.send(mail);
    const received = smtp.received.find((m) => m.raw.includes(mail.messageId));
    if (!received) throw new Error('not received');
    return simpleParser(received.raw);
  }

  const cases = MAIL_KINDS.flatMap((kind) => LANGUAGES.map((language) => [kind, language] as const));

  it.each(cases)('%s in %s', async (kind, language) => {
    const mail = await sampleMail(kind, language);
    const parsed = await sendAndParse(mail);

    expect(parsed.from?.value).toEqual([{ name: settings.fromName, address: settings.fromAddress }]);
    expect(parsed.replyTo?.value).toEqual([{ name: '', address: settings.replyTo }]);
    expect(parsed.messageId).toBe(mail.messageId);
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@onboarding\.example\.com>$/);
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(parsed.headers.get('content-language')).toBe(language);
    expect(parsed.subject).toBe(mail.subject);

    const { text, html } = parsed;
    if (!text || typeof html !== 'string') throw new Error('a part is missing');
    expect(text).toBe(mail.text);
    // The greeting, a blank line, then a sentence that starts with a capital letter.
    expect(text).toMatch(/^[^\n]+\n\n\p{Lu}/u);
    expect(text).toContain(portalUrl);
    expect(html).toContain(`href="${portalUrl}"`);
    expect(html).toContain(`lang="${language}"`);

    const links = [...html.matchAll(/<a\b[^>]*>[\s\S]*?<\/a>/gi)].map((m) => m[0]);
    expect(links.filter((link) => link.includes('evil'))).toEqual([]);
    expect(html).not.toContain('<b>now');
    expect(text).not.toMatch(/https?:\/\/evil|evil\.example/);
    expect(html).not.toMatch(/https?:\/\/evil|evil\.example/);
    expect(parsed.subject).not.toMatch(/evil|Visit|Pay here/);

    if (kind === 'confirmation') {
      expect(parsed.subject).toMatch(/^\S.* E-7KQ3-XM2A$/);
      expect(text).toContain('E-7KQ3-XM2A');
      expect(text).toContain('2026');
      expect(text).toMatch(/(14|2):03(:\d\d)?( PM)? UTC\b/);
      expect(html).toContain('Pay here &lt;b&gt;now&lt;/b&gt;');
      expect(parsed.attachments).toHaveLength(1);
      expect(parsed.attachments[0]).toMatchObject({
        filename: 'E-7KQ3-XM2A.pdf',
        contentType: 'application/pdf',
      });
      expect(parsed.attachments[0]!.content.equals(pdf)).toBe(true);
    } else {
      expect(parsed.attachments).toEqual([]);
    }
    if (kind === 'teamNotice') {
      expect(headerOf(parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(headerOf(parsed, 'List-Unsubscribe')).toBe(
        `<${portalUrl}/api/notifications/unsubscribe?token=abc>`,
      );
      expect(html).toContain(`href="${portalUrl}/precheck-pos/42"`);
      // People follow the link to a page that asks first; only the header's URL unsubscribes at once.
      expect(html).toContain(`href="${portalUrl}/unsubscribe?token=abc"`);
      expect(text).toContain(`${portalUrl}/unsubscribe?token=abc`);
      expect(text).not.toContain('/api/notifications/unsubscribe');
      expect(text).toContain('Bavaria');
    } else {
      expect(headerOf(parsed, 'List-Unsubscribe')).toBeUndefined();
    }
    if (kind === 'otp') {
      expect(parsed.subject).toContain(SAMPLE_CODE);
      expect(text).toContain(`\n${SAMPLE_CODE}\n`);
    }
  });

  it('leaves Reply-To out when none is set', async () => {
    const plain = createMailer(
      { smtpUrl: smtp.url, dataDir: '/nonexistent', settings: { ...settings, replyTo: undefined } },
      {} as FastifyBaseLogger,
    );
    try {
      await plain.send(await sampleMail('otp', 'en'));
      const raw = smtp.received.at(-1)!.raw;
      expect((await simpleParser(raw)).replyTo).toBeUndefined();
    } finally {
      plain.close();
    }
  });
});
