import {
  CAPTCHA_HEADER,
  listExportQuerySchema,
  type TableColumn,
  type Translate,
  precheckCreatedSchema,
  type PrecheckCreated,
  errorBodySchema,
  type Language,
  type PrecheckKind,
  PRECHECK_KIND_NAMES,
  languageQuerySchema,
  versionQuerySchema,
  uuidParamsSchema,
  idempotencyHeadersSchema,
} from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type AuditRecorder, auditSource, registerCsvExport } from '../audit/index.ts';
import { z } from '@portal/shared/zod';
import { requireReader } from '../../plugins/access.ts';
import type { AuthenticatedUser, Reader } from '../../plugins/caller.ts';
import { requireCaptchaUnlessSignedIn } from '../captcha/index.ts';
import { limitSignedInSubmissions } from './submission-limit.ts';
import type { PrecheckListQuery, Viewer } from './repository.ts';
import { requestLanguage } from '../../lib/http/request-language.ts';
import { sendPdf } from '../../lib/pdf/reply.ts';
import type { PdfRenderer, PdfSubject } from '../../lib/pdf/render.ts';
import type { ApplicantCopies } from './applicant-copy.ts';
import { notFound } from '../../lib/app-error.ts';
import { createdAnswer, routesOf, sendAnswer } from '../../plugins/route-definitions.ts';
import { answerSettledKey, idempotent, type Seal, sealFor } from '../../plugins/idempotency.ts';

const pdfBody = z.string().meta({ format: 'binary' });

const pdfQuerySchema = languageQuerySchema.extend({
  copy: z
    .string()
    .max(100)
    // The token is base64url (keyedHash); ASCII alone, its length is counted alike by the document and the server.
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'validation.invalid' })
    .optional()
    .meta({ description: "Without a bearer token: the `copyToken` of the submission's answer" }),
});

/** Anonymous posts carry the solved captcha here; every other header passes through untouched. */
const submissionHeadersSchema = idempotencyHeadersSchema.extend({
  [CAPTCHA_HEADER.toLowerCase()]: z
    .string()
    .optional()
    .meta({ description: 'The solved captcha; required without a bearer token' }),
});

/** Who submits a pre-check, in which language (the confirmation's), and the key's seal if any. */
export type Submission = {
  submitter: AuthenticatedUser | null;
  language: Language;
  seal?: Seal<PrecheckCreated> | undefined;
};

export type PrecheckService<Input, Exported> = {
  create(data: Input, submission: Submission): Promise<PrecheckCreated>;
  list(query: PrecheckListQuery, viewer: Viewer): Promise<unknown>;
  exportBatches(q: string | undefined, batchSize: number): AsyncIterable<Exported[]>;
  /**
   * The record for `reader` if theirs to read (404 otherwise), with the ETag a change must name;
   * with `version`, that version's answers (404 when it has none).
   */
  get(id: string, reader: Reader, version?: number): Promise<{ record: unknown; etag: string }>;
  remove(id: string, tx: Db): Promise<void>;
  /** After a removal's transaction committed: the webhooks it queued leave now, not at the next poll. */
  committed(): void;
  /** The record as its PDF prints it, for `reader` if theirs to read (404 otherwise), or unchecked. */
  printable(id: string, reader?: Reader): Promise<Printable | undefined>;
};

/**
 * A kind's answers as an applicant's update reads and replaces them (DESIGN §12): as a submission body
 * holds them, never with the website password.
 */
export type AnswerStore = {
  read(tx: Db, id: string): Promise<Record<string, unknown> | undefined>;
  /**
   * Checks `body` as a submission is checked (an absent website password keeps the stored one) and
   * stores it; answers the answers stored and whether the password changed. Refuses like a submission.
   */
  replace(
    tx: Db,
    id: string,
    body: unknown,
  ): Promise<{ answers: Record<string, unknown>; secretChanged: boolean }>;
};

/** How PDFs are made (the renderer) and how an anonymous applicant's copy link is allowed. */
export type Printing = { copies: ApplicantCopies; render: PdfRenderer };

/** What a pre-check's PDF prints and is named for: the record, and the company it is about. */
export type Printable = { subject: PdfSubject; company: string };

/** Each kind's detail answer for `reader` if theirs to read (404 otherwise), with its ETag. */
export type PrecheckRecords = Record<
  PrecheckKind,
  (id: string, reader: Reader) => Promise<{ record: unknown; etag: string }>
>;

/** Each kind's record as its PDF prints it; undefined once deleted. */
export type PrintablePrechecks = Record<PrecheckKind, (id: string) => Promise<Printable | undefined>>;

/**
 * The five calls every kind of pre-check answers (spec §7), with who may make them (DESIGN §5):
 * create (anyone; a captcha unless signed in, an hourly budget when signed in), list and delete (admins), read and PDF (admins and the
 * submitting merchant; the service answers 404 to anyone else); and the list's CSV export (admins, DESIGN §9).
 */
export function registerPrecheckRoutes<I extends z.ZodType, Exported>(
  app: FastifyInstance,
  options: {
    /** Which kind: its path, document tag and audit target follow (PRECHECK_KIND_NAMES). */
    kind: PrecheckKind;
    printing: Printing;
    audit: AuditRecorder;
    input: I;
    /** The body as the document shows it, where the input's rules are more than a JSON schema says. */
    documentedInput?: z.ZodType;
    listQuery: z.ZodType<PrecheckListQuery>;
    // The answers are checked against these schemas when they are sent.
    page: z.ZodType;
    record: z.ZodType;
    service: PrecheckService<z.output<I>, Exported>;
    /** The export's columns: the record's fields as its detail page shows them. */
    exportColumns: (t: Translate) => TableColumn<Exported>[];
    /** How the API document names the calls: `one`/`many` in operationIds, `label` in summaries. */
    names: { one: string; many: string; label: string };
  },
) {
  const { service, audit, kind } = options;
  const { path, tag, audit: auditTarget } = PRECHECK_KIND_NAMES[kind];
  const { copies, render } = options.printing;

  /** The PDF of `id` for `reader`, or the applicant's own copy (no reader: the copy link was checked). */
  async function printed(id: string, language: Language, reader: Reader | null) {
    const printable = await service.printable(id, reader ?? undefined);
    if (!printable) throw notFound();
    const pdf = await render({
      ...printable.subject,
      language,
      generatedAt: new Date(),
      reader: reader && { label: reader.label, team: reader.seesAll },
    });
    return { company: printable.company, pdf };
  }

  /** The applicant's copy through their link: one of its downloads spent, else 404 like any unknown id. */
  async function copyPdf(id: string, token: string, language: Language) {
    if (!(await copies.spend({ kind, id }, token))) throw notFound();
    return printed(id, language, null);
  }
  const event = (action: 'view' | 'pdf' | 'delete', id: string) =>
    ({ action: `${auditTarget}.${action}`, targetType: auditTarget, targetId: id }) as const;
  const { one, many, label } = options.names;
  const r = routesOf(app, tag);
  const denied = { 401: errorBodySchema, 403: errorBodySchema };

  r.post(path, {
    access: 'optional',
    keyScope: 'prechecks:write',
    preHandler: [answerSettledKey, requireCaptchaUnlessSignedIn, idempotent, limitSignedInSubmissions],
    rateLimited: true,
    operationId: `create${one}`,
    summary: `Submit a ${label}`,
    description:
      'Without a bearer token the request must carry a solved captcha in `X-Captcha-Token`. An API key needs none; its pre-checks belong to no account, so, as for an anonymous applicant, the answer carries the `copyToken` of the applicant’s copy.',
    headers: submissionHeadersSchema,
    querystring: languageQuerySchema,
    body: options.input,
    ...(options.documentedInput && { documentedBody: options.documentedInput }),
    response: {
      201: precheckCreatedSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      409: errorBodySchema,
      422: errorBodySchema,
      429: errorBodySchema,
      503: errorBodySchema,
    },
    handler: async (request, reply) => {
      const answer = (created: PrecheckCreated) => createdAnswer(request, created.id, created);
      const created = await service.create(request.body as z.output<I>, {
        submitter: request.user,
        language: requestLanguage(request),
        seal: sealFor(request, answer),
      });
      return sendAnswer(reply, answer(created));
    },
  });

  r.get(path, {
    access: 'staff',
    keyScope: 'prechecks:read',
    operationId: `list${many}`,
    summary: `List ${label}s, newest first, or the review queue`,
    description:
      'Every pre-check newest first; `status`, `assignee`, `overdue` and `sort` make it the review queue ' +
      '(DESIGN §12): `sort=waiting` puts what has waited longest in its status first.',
    querystring: options.listQuery,
    response: { 200: options.page, ...denied },
    handler: async (request) => service.list(request.query, { userId: request.user?.id ?? null }),
  });

  registerCsvExport(app, {
    path,
    tag,
    access: 'staff',
    operationId: `export${many}Csv`,
    label: `${label}s`,
    querystring: listExportQuerySchema,
    keyScope: 'prechecks:read',
    audit,
    columns: options.exportColumns,
    batches: ({ q }, batchSize) => service.exportBatches(q, batchSize),
  });

  r.get(`${path}/:id`, {
    access: 'user',
    keyScope: 'prechecks:read',
    operationId: `get${one}`,
    summary: `Read one ${label}`,
    etag: true,
    params: uuidParamsSchema,
    querystring: versionQuerySchema,
    response: { 200: options.record, 304: z.null(), 404: errorBodySchema, ...denied },
    handler: async (request, reply) => {
      const { version } = request.query;
      const { record, etag } = await audit.disclose(
        auditSource(request),
        event('view', request.params.id),
        () => service.get(request.params.id, requireReader(request), version),
      );
      // An earlier version is tagged by its content: the review's ETag names the current one, for changes.
      if (!version) void reply.header('etag', etag);
      return record;
    },
  });

  r.get(`${path}/:id/pdf`, {
    // Signed in, or an anonymous applicant with the copy link of their submission.
    access: 'user-or-link',
    keyScope: 'prechecks:read',
    operationId: `download${one}Pdf`,
    summary: `Download one ${label} as a PDF`,
    params: uuidParamsSchema,
    querystring: pdfQuerySchema,
    response: {
      200: { description: `The ${label} as a PDF`, content: { 'application/pdf': { schema: pdfBody } } },
      404: errorBodySchema,
      503: errorBodySchema,
      ...denied,
    },
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const { id } = request.params;
      const { copy } = request.query;
      const anonymous = !request.user && !request.apiKey;
      const { company, pdf } = await audit.disclose(
        auditSource(request),
        { ...event('pdf', id), details: { language, ...(anonymous && { copy: true }) } },
        anonymous ? () => copyPdf(id, copy!, language) : () => printed(id, language, requireReader(request)),
      );
      return sendPdf(reply, pdf, company);
    },
  });

  r.delete(`${path}/:id`, {
    access: 'admin',
    keyScope: 'prechecks:write',
    operationId: `delete${one}`,
    summary: `Delete one ${label}`,
    params: uuidParamsSchema,
    response: { 204: z.null(), 404: errorBodySchema, ...denied },
    handler: async (request, reply) => {
      await audit.within(auditSource(request), event('delete', request.params.id), (tx) =>
        service.remove(request.params.id, tx),
      );
      service.committed();
      return reply.status(204).send(null);
    },
  });
}
