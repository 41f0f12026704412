import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; at: number };

/**
 * A real SMTP listener on loopback: what the portal sends is what a mail server would receive. On a
 * free port unless one is given (the browser tests' launcher fixes its ports). With `refuse`, it
 * answers every recipient with that reply, as a server does that cannot or will not take the mail;
 * `refuse(…)` changes that reply while it runs, `refuse(null)` makes it accept again. `answerMs`
 * holds back its acceptance of each message that long, as a real server's queueing and scanning do
 * (the benchmark's confirmations).
 */
export function startSmtp({
  port = 0,
  refuse,
  answerMs = 0,
}: { port?: number; refuse?: { code: number; message: string }; answerMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refusal = refuse;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, at: Date.now() });
        setTimeout(callback, answerMs);
      });
    },
  });
  type Listener = {
    url: string;
    received: typeof received;
    refuse: (reply: typeof refuse | null) => void;
    close: () => Promise<void>;
  };
  return new Promise<Listener>((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        refuse: (reply) => {
          refusal = reply ?? undefined;
        },
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
