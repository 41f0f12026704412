import { vi } from 'vitest';
import type { Mail } from '../lib/mail/message.ts';
import type { Mailer } from '../lib/mail/mailer.ts';

/** A mail server that says "try later" (421) to the first `refusals` mails, then takes every one. */
export function mailerRefusing(refusals: number): Mailer & { send: ReturnType<typeof vi.fn> } {
  let left = refusals;
  return {
    send: vi.fn(async () => {
      if (left-- > 0) throw Object.assign(new Error('try later'), { responseCode: 421 });
    }),
    close: () => undefined,
  };
}

/** An empty mail to the input's address: for tests of what a delivery decides, not of what it says. */
export const blankMail = async (input: { to: string }): Promise<Mail> => ({
  to: input.to,
  subject: '',
  text: '',
  html: '',
  language: 'en',
  messageId: '',
});
