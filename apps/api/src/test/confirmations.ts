import { simpleParser } from 'mailparser';
import { posPrecheckBody } from './precheck-pos-fixture.ts';
import type { ReceivedMail } from '@portal/test-support';

/**
 * Submits a public POS pre-check to a server process (whose captcha is off) and answers its reference;
 * any other answer, or none, rejects.
 */
export async function submitPos(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/precheck-pos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(posPrecheckBody({ email })),
  });
  const body = (await res.json()) as { reference?: string };
  if (res.status !== 201 || !body.reference)
    throw new Error(`answered ${res.status}: ${JSON.stringify(body)}`);
  return body.reference;
}

/** A confirmation as the mail server got it: its Message-ID, the reference it confirms, its sender's name. */
export type ReceivedConfirmation = { messageId: string; reference: string; fromName: string };

// English subjects (no ?language=) carry the reference as plain text.
const REFERENCE_IN_SUBJECT = /\b[PE]-[0-9A-Z]{4}-[0-9A-Z]{4}\b/;

/**
 * Reads the confirmations among an SMTP listener's received mails, each parsed once however often it
 * is called while more arrive.
 */
export function confirmationReader(received: ReceivedMail[]): () => Promise<ReceivedConfirmation[]> {
  const read: ReceivedConfirmation[] = [];
  return async () => {
    for (const mail of received.slice(read.length)) {
      const parsed = await simpleParser(mail.raw);
      const reference = REFERENCE_IN_SUBJECT.exec(parsed.subject ?? '')?.[0];
      if (!parsed.messageId || !reference) throw new Error(`not a confirmation: ${parsed.subject}`);
      read.push({ messageId: parsed.messageId, reference, fromName: parsed.from?.value[0]?.name ?? '' });
    }
    return read;
  };
}
