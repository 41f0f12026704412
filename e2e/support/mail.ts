import { MAIL_HTTP_PORT } from './ports.ts';

/** Waits for the newest sign-in code mailed to `to` since `since` (ms epoch), read from the real SMTP listener. */
export async function codeMailedTo(to: string, since: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(
      `http://127.0.0.1:${MAIL_HTTP_PORT}/?to=${encodeURIComponent(to)}&since=${since}`,
    );
    const mails = (await res.json()) as { raw: string }[];
    const last = mails.at(-1);
    const code =
      last &&
      /\b(\d{6})\b/.exec(
        last.raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${to}`);
}
