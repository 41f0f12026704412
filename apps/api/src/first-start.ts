import path from 'node:path';

type Start = {
  /** Where the server listens, as `listen` answered it. */
  address: string;
  adminExists: boolean;
  smtpUrl: string | undefined;
  dataDir: string;
};

/** A wildcard address is where the server listens, not an address a browser can open. */
function openable(address: string): string {
  const url = new URL(address);
  if (url.hostname === '0.0.0.0' || url.hostname === '[::]') url.hostname = '127.0.0.1';
  return url.origin;
}

/**
 * The one line a person reads among the JSON log lines after `npm start`: where to go, and, on a
 * fresh installation where nobody can sign in yet, how to make the first admin and where the code will be.
 */
export function firstStartLine({ address, adminExists, smtpUrl, dataDir }: Start): string {
  const open = `Open ${openable(address)} in a browser.`;
  const outbox = path.join(dataDir, 'outbox');
  const codes = smtpUrl
    ? 'sign-in codes are mailed (SMTP_URL)'
    : `without SMTP_URL, sign-in codes are written to the newest .eml file in ${outbox}`;
  if (adminExists) return `${open} ${codes[0]!.toUpperCase()}${codes.slice(1)}.`;
  return `${open} No admin yet: start with ADMIN_EMAIL=you@example.com npm start, then sign in with that address; ${codes}.`;
}
