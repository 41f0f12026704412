const BAR_WIDTH = 30;
/** Off a terminal (a log, CI) a table's progress is written once per this many rows, and at its end. */
const PLAIN_EVERY = 100_000;

/**
 * The rows a command-line tool (the seed, the copy) has written of one table: on a terminal a bar
 * redrawn in place, otherwise plain lines, now and then and at the end. Call it with the rows done.
 */
export function rowProgress(label: string, total: number, labelWidth = 14) {
  const stream = process.stderr;
  const started = Date.now();
  let shown = 0;
  return (done: number) => {
    const terminal = stream.isTTY;
    const finished = done >= total;
    if (!terminal && !finished && done - shown < PLAIN_EVERY) return;
    shown = done;
    const filled = finished ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
    const rate = Math.round(done / Math.max((Date.now() - started) / 1000, 0.001));
    const line = `${label.padEnd(labelWidth)} [${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${done}/${total} (${rate}/s)`;
    stream.write(terminal ? `\r${line}${finished ? '\n' : ''}` : `${line}\n`);
  };
}
