import { simpleParser } from 'mailparser';
import { type ReceivedMail, signInCode } from '@portal/test-support';
import { MAIL_HTTP_PORT } from './ports.ts';
import { serverTroubleSince } from './server-log.ts';

/** The launcher's HTTP window onto its SMTP listener. */
const MAIL_WINDOW = `http://127.0.0.1:${MAIL_HTTP_PORT}`;

/** The mails the SMTP listener received for `to` since `since` (ms epoch), oldest first. */
export async function mailsTo(to: string, since: number): Promise<ReceivedMail[]> {
  const res = await fetch(`${MAIL_WINDOW}/?to=${encodeURIComponent(to)}&since=${since}`);
  return (await res.json()) as ReceivedMail[];
}

/**
 * Waits for the newest sign-in code mailed to `to` since `since` (ms epoch), read from the real SMTP
 * listener, for as long as the portal promises (DESIGN §14: a temporary failure is tried again within
 * 30 s). A code that came after more than 5 s is printed in the run's output with the server's warnings.
 */
export async function codeMailedTo(to: string, since: number): Promise<string> {
  const asked = Date.now();
  while (Date.now() - asked < 30_000) {
    for (const mail of (await mailsTo(to, since)).reverse()) {
      const code = signInCode(await simpleParser(mail.raw));
      if (!code) continue;
      const waited = Date.now() - asked;
      if (waited > 5_000)
        console.log(`a sign-in code came after ${waited} ms:\n${serverTroubleSince(asked).join('\n')}`);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${to} within 30 s`);
}

/** The reply refuseMailTo makes the listener give: permanent (5xx), so the portal gives up at once. */
export const NO_SUCH_MAILBOX = { code: 550, message: '5.1.1 No such mailbox here' };

/** Makes the SMTP listener refuse every mail to `to` with NO_SUCH_MAILBOX, until acceptMailTo. */
export async function refuseMailTo(to: string): Promise<void> {
  const query = new URLSearchParams({
    to,
    code: String(NO_SUCH_MAILBOX.code),
    message: NO_SUCH_MAILBOX.message,
  });
  const res = await fetch(`${MAIL_WINDOW}/refusals?${query}`, { method: 'PUT' });
  if (!res.ok) throw new Error(`refusing mail to ${to}: HTTP ${res.status}`);
}

/** Makes the SMTP listener take mail to `to` again. */
export async function acceptMailTo(to: string): Promise<void> {
  const res = await fetch(`${MAIL_WINDOW}/refusals?${new URLSearchParams({ to })}`, { method: 'DELETE' });
  if (!res.ok) throw new Error(`accepting mail to ${to}: HTTP ${res.status}`);
}
