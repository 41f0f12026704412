import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; at: number };
type Reply = { code: number; message: string };

/**
 * A real SMTP listener on loopback: what the portal sends is what a mail server would receive. On a
 * free port unless one is given (the browser tests' launcher fixes its ports). With `refuse`, it
 * answers every recipient with that reply, as a server does that cannot or will not take the mail;
 * `refuse(…)` changes that reply while it runs, `refuse(null)` makes it accept again. Given a
 * recipient, `refuse(…, address)` does the same for that address alone, as a server does that has no
 * such mailbox, while every other address goes on as before. After `hold()` it keeps a message it has
 * received but holds back its reply, as if the reply were lost, until `release()`: the sender cannot
 * know the message arrived. `answerMs` holds back its acceptance of each message that long, as a
 * real server's queueing and scanning do (the benchmark's confirmations).
 */
export function startSmtp({
  port = 0,
  refuse,
  answerMs = 0,
}: { port?: number; refuse?: Reply; answerMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refusal = refuse;
  const refusedRecipients = new Map<string, Reply>();
  let held: (() => void)[] | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Its default looks each client's address up in DNS first, waiting up to 1.5 s for an answer
    // before its greeting: a test's mail would then hang on this machine's resolver.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      const reply = refusedRecipients.get(address.address.toLowerCase()) ?? refusal;
      if (!reply) return callback();
      callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, at: Date.now() });
        const answer = () => setTimeout(callback, answerMs);
        if (held) held.push(answer);
        else answer();
      });
    },
  });
  // A sender killed in the middle of a message resets its connection; a mail server shrugs that off.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  type Listener = {
    url: string;
    received: typeof received;
    refuse: (reply: Reply | null, recipient?: string) => void;
    hold: () => void;
    release: () => void;
    close: () => Promise<void>;
  };
  return new Promise<Listener>((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        refuse: (reply, recipient) => {
          if (recipient === undefined) refusal = reply ?? undefined;
          else if (reply) refusedRecipients.set(recipient.toLowerCase(), reply);
          else refusedRecipients.delete(recipient.toLowerCase());
        },
        hold: () => {
          held ??= [];
        },
        release: () => {
          const replies = held ?? [];
          held = null;
          replies.forEach((reply) => reply());
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/**
 * A header of a received mail as it was sent (mailparser turns some, List-* among them, into objects),
 * unfolded as RFC 5322 reads a header the sender folded over lines.
 */
export function headerOf(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line
    ?.replace(/\r\n\s+/g, ' ')
    .slice(name.length + 1)
    .trim();
}
