import { pipeline, Readable } from 'node:stream';
import type { Cell, TableColumn } from '@portal/shared';
import { stringify } from 'csv-stringify';

/**
 * A CSV file as a stream: the UTF-8 byte order mark (so spreadsheet programs read umlauts and ß as
 * UTF-8), the header row of the columns' labels, then one row per record of `batches`, lines ended
 * with CRLF (RFC 4180). A record is read only when the reader has taken the text before it: the
 * stream pulls the next batch when the stringifier's buffer has room, and the stringifier's buffer
 * empties only as fast as the client reads, so memory stays flat however many rows there are.
 *
 * A text cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return gets a `'` before it
 * (csv-stringify's `escape_formulas`): a spreadsheet would otherwise run a stored
 * `=HYPERLINK(...)` as a formula. Numbers are written as they are, a negative one is no formula.
 *
 * The first batch is read before the stream is handed over, so a query the database refuses is an
 * error answer rather than a 200 cut short after its header row. A failure past it (the database
 * gone) destroys the stream; the reply then ends the connection without the closing chunk, so the
 * client sees a broken download, never a file that looks whole.
 */
export async function csvStream<R>(
  columns: readonly TableColumn<R>[],
  batches: AsyncIterable<R[]>,
): Promise<Readable> {
  const source = batches[Symbol.asyncIterator]();
  const first = await source.next();
  async function* rows(): AsyncGenerator<Cell[]> {
    yield columns.map((column) => column.label);
    try {
      for (let next = first; !next.done; next = await source.next()) {
        for (const record of next.value) yield columns.map((column) => column.cell(record));
      }
    } finally {
      // A download the client left stops the reading too, as a `for await` over `batches` would.
      await source.return?.();
    }
  }
  const csv = stringify({ bom: true, escape_formulas: true, record_delimiter: 'windows' });
  // The error reaches the reply through `csv`, which pipeline destroys with it; the reply reports it.
  return pipeline(Readable.from(rows()), csv, () => undefined);
}
