import {
  type ApiKeyScope,
  type AuditDetails,
  type Language,
  type TableColumn,
  type Translate,
} from '@portal/shared';
import { translator } from '@portal/i18n';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from '@portal/shared/zod';
import { type AuditRecorder, auditSource } from './recorder.ts';
import { requestLanguage } from '../../lib/http/request-language.ts';
import { routesOf } from '../../plugins/route-definitions.ts';
import { csvStream } from '../../lib/csv/csv-stream.ts';

/**
 * Rows read from the database per statement. Memory holds about one batch, so it stays flat at any
 * size. A smaller batch than the obvious one exported faster with a lower peak, since it leaves
 * less for the garbage collector's old generation.
 */
export const EXPORT_BATCH = 250;

const csvBody = z
  .string()
  .meta({ description: 'UTF-8 with a byte order mark; a header row, then one row per record' });

/** What an export is asked: the list's own filters and the language of its header and labels. */
type ExportQuery = { language?: Language | undefined } & Record<string, unknown>;

/** The filters as the audit entry records them: small facts, the ones given. */
function filterDetails(filters: Record<string, unknown>): AuditDetails {
  return Object.fromEntries(
    Object.entries(filters).filter(
      (entry): entry is [string, string | number | boolean] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number' || typeof entry[1] === 'boolean',
    ),
  );
}

/** A CSV download named for its list and the day (UTC), e.g. `precheck-pos-2026-11-24.csv`. */
function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(csv);
}

/**
 * `GET <path>/export.csv` (DESIGN §9): every record the list's filters find, newest first, as a CSV
 * download, for admins. The audit entry (`export.csv`, the list's name as its target) is stored
 * before the first row is read, so no export leaves unrecorded; it records the filters and the
 * language, not a row count, which is known only once the last row has gone.
 */
export function registerCsvExport<Q extends z.ZodType<ExportQuery>, R>(
  app: FastifyInstance,
  options: {
    /** The list's path, e.g. `/precheck-pos`; also the export's name in its file and audit entry. */
    path: string;
    tag: string;
    /** Who may export: the list's own readers (pre-checks and merchants: the whole review team). */
    access: 'admin' | 'staff';
    operationId: string;
    /** What the records are, for the API document: "POS pre-checks". */
    label: string;
    querystring: Q;
    /** The scope an API key needs to export; without one (users, the audit log) no key may. */
    keyScope?: ApiKeyScope;
    audit: AuditRecorder;
    columns: (t: Translate) => TableColumn<R>[];
    batches: (query: z.output<Q>, batchSize: number) => AsyncIterable<R[]>;
  },
) {
  const name = options.path.slice(1);
  routesOf(app, options.tag).get(`${options.path}/export.csv`, {
    access: options.access,
    ...(options.keyScope && { keyScope: options.keyScope }),
    operationId: options.operationId,
    summary: `Export the ${options.label} as CSV, newest first`,
    description:
      'Every record the filters find (not one page), with the header and the labels of coded values in ' +
      '`language` (else Accept-Language). Dates are ISO 8601; text cells starting with `=`, `+`, `-`, `@`, ' +
      "a tab or a carriage return are prefixed with `'`.",
    querystring: options.querystring,
    response: {
      200: {
        description: `The ${options.label} as a CSV file`,
        headers: {
          'Content-Disposition': {
            type: 'string',
            description: `attachment; filename="${name}-YYYY-MM-DD.csv"`,
          },
        },
        content: { 'text/csv': { schema: csvBody } },
      },
    },
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      // The type provider cannot follow a generic schema; the query was validated against it.
      const query = request.query as z.output<Q>;
      const { language: _asked, ...filters } = query;
      await options.audit.record(auditSource(request), {
        action: 'export.csv',
        targetType: 'export',
        targetId: name,
        details: { ...filterDetails(filters), language },
      });
      const columns = options.columns(translator(language));
      return sendCsv(reply, name, await csvStream(columns, options.batches(query, EXPORT_BATCH)));
    },
  });
}
