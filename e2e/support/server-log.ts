import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_PORT } from './ports.ts';

/** Where the launcher writes the server's log of a whole run (its standard output, JSON lines). */
export const SERVER_LOG = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  `../artifacts/server-${APP_PORT}.log`,
);

/**
 * The server's warnings and errors (pino levels 40 and up) logged since `since` (ms epoch), as log
 * lines: what a failed test prints, since CI keeps no artifacts and the log is otherwise only read
 * for personal data at the end of the run.
 */
export function serverTroubleSince(since: number): string[] {
  return readFileSync(SERVER_LOG, 'utf8')
    .split('\n')
    .filter((line) => {
      if (!line.startsWith('{')) return false;
      const { level, time } = JSON.parse(line) as { level?: number; time?: number };
      return (level ?? 0) >= 40 && (time ?? 0) >= since;
    });
}

const ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;

/**
 * The log lines of the whole run that hold an e-mail address: every subject a test typed into a form,
 * signed in with or erased is one, and none may reach a log (DESIGN §13), where no erasure reaches.
 * Playwright runs it once the last test is done, with the server still up.
 */
export default function searchServerLog(): void {
  const lines = readFileSync(SERVER_LOG, 'utf8').split('\n');
  const requests = lines.filter((line) => line.includes('"req"')).length;
  if (requests === 0) throw new Error(`${SERVER_LOG} holds no request lines: the search would prove nothing`);
  const hits = lines.filter((line) => ADDRESS.test(line));
  if (hits.length > 0) {
    throw new Error(
      `${hits.length} of the server's ${lines.length} log lines hold an e-mail address, e.g.:\n${hits.slice(0, 5).join('\n')}`,
    );
  }
  console.log(`server log: ${lines.length} lines, ${requests} requests, no e-mail address`);
}
