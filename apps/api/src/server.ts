import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { firstStartLine } from './first-start.ts';
import { diagnosticSignals } from './lib/diagnostic-signals.ts';

const config = loadConfig();
const app = await buildApp({ config }).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
});

// SIGTERM, SIGINT and the other signals that end a process: stop accepting connections, let requests
// in flight finish (10 s at most), then close the database and Redis connections. Not a signal Node
// was told to answer with a heap snapshot or a report: that one leaves the server running (a signal
// close-with-grace does not listen for is left alone anyway, hence the cast).
const skip = diagnosticSignals() as closeWithGrace.AllEvents[];
closeWithGrace({ delay: 10_000, logger: app.log, skip }, async ({ signal, err }) => {
  if (err) app.log.error({ err: err }, 'closing after an uncaught error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

// Asked before listening, so a signal that closes the database cannot catch the question half-way.
const adminExists = config.production || (await app.adminExists());
const address = await app.listen({ port: config.port, host: config.host });
// Plain text, for the person who just ran `npm start`; a production log collector reads JSON lines only.
if (!config.production) {
  process.stdout.write(`${firstStartLine({ address, adminExists, ...config })}\n`);
}
