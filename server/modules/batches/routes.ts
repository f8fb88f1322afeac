/** The data-tape batches API (DESIGN: "Batches"): templates, upload, progress, errors and their report, submit for approval. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import { TAPE_LIMITS, type TapeLimits } from '../../lib/tapes/limits.ts';
import { templateCsv, templateXlsx } from '../../lib/tapes/template.ts';
import { bankForUpload } from './access.ts';
import { registerBatchActionTypes } from './import-action.ts';
import type { ImportOptions } from './import-job.ts';
import { createImportRunner } from './import-runner.ts';
import { errorPage, insertBatch } from './queries.ts';
import { errorReport, reportFileName } from './report.ts';
import {
  BatchActionSchema,
  BatchDetailSchema,
  BatchErrorListSchema,
  BatchErrorsQuery,
  BatchListQuery,
  BatchListSchema,
  BatchSchema,
  UploadQuery,
} from './schemas.ts';
import { batchDetail, batchPage, batchResources, readableBatch, submitBatch, toBatchAction } from './service.ts';
import { receiveTape } from './upload.ts';
import { createValidationRunner } from './validation-runner.ts';
import { IdParams } from '../../lib/record-ids.ts';

export interface BatchRouteOptions {
  /** Tests lower the limits to reach them with small files. */
  tapeLimits?: Partial<TapeLimits>;
  /** Tests import in smaller chunks and hold or break an import between two. */
  importOptions?: ImportOptions;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const attachment = (name: string) => `attachment; filename="${name}"`;
const errors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
/** A file download: its body is the file, not JSON. */
const fileBody = (description: string) => z.any().describe(description);

export const batchRoutes: FastifyPluginAsyncZod<BatchRouteOptions> = async (app, options) => {
  const limits: TapeLimits = { ...TAPE_LIMITS, ...options.tapeLimits };
  const importRunner = createImportRunner(app.db, app.log, options.importOptions);
  registerBatchActionTypes(app.actionTypes, (batchId) => importRunner.start(batchId));
  // Registered in this scope only; one file, the tape, within its size limit (truncated beyond it, then refused).
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: limits.maxBytes, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 8 },
  });

  const runner = createValidationRunner(app.db, app.log);
  // At start-up; a database without the schema (the OpenAPI generator's) has nothing to sweep.
  app.addHook('onReady', async () => {
    await runner
      .sweep()
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not check for abandoned validations'));
  });
  // Imports a stopped process left behind start again here (import-job.ts).
  app.addHook('onReady', async () => {
    await importRunner
      .sweep()
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not look for imports to resume'));
  });
  app.addHook('onClose', () => Promise.all([runner.close(), importRunner.close()]).then(() => undefined));

  app.get(
    '/batches/template.csv',
    {
      schema: {
        tags: ['batches'],
        summary: 'The data-tape template as CSV: the header and one example row',
        response: { 200: fileBody('text/csv'), 401: ErrorSchema },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment('loan-tape-template.csv'))
        .send(templateCsv()),
  );

  app.get(
    '/batches/template.xlsx',
    {
      schema: {
        tags: ['batches'],
        summary: 'The data-tape template as an XLSX workbook',
        response: { 200: fileBody(XLSX_TYPE), 401: ErrorSchema },
      },
    },
    async (_request, reply) =>
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachment('loan-tape-template.xlsx'))
        .send(await templateXlsx()),
  );

  app.post(
    '/batches',
    {
      schema: {
        tags: ['batches'],
        summary: 'Upload a data tape (multipart/form-data, field `file`: CSV or XLSX, at most 50 MB and 200,000 rows)',
        description:
          'Answers 202 with the batch in status `validating`; validation goes on in the server: poll GET /batches/{id} for status and processed_rows. ' +
          'bank_id chooses the bank when the user works for more than one.',
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
        response: { 202: z.object({ data: BatchSchema }), ...errors, 415: ErrorSchema, 422: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { actor } = request;
      const bankId = bankForUpload(actor, request.query.bank_id);
      const tape = await receiveTape(request, app.config.storageDir);
      const row = await insertBatch(app.db, {
        bankId,
        fileName: tape.fileName,
        fileFormat: tape.format,
        filePath: tape.stored.storedName,
        fileBytes: tape.stored.sizeBytes,
        uploadedById: actor.userId,
      });
      runner.start({ batchId: row.id, bankId, path: tape.stored.path, format: tape.format, limits });
      const [batch] = await batchResources(app.db, actor, [row]);
      return reply.code(202).send({ data: batch! });
    },
  );

  app.get(
    '/batches',
    {
      schema: {
        tags: ['batches'],
        summary: "The bank's batches, newest first",
        querystring: BatchListQuery,
        response: { 200: BatchListSchema, ...errors, 422: ErrorSchema },
      },
    },
    async (request) => batchPage(app.db, request.actor, request.query),
  );

  app.get(
    '/batches/:id',
    {
      schema: {
        tags: ['batches'],
        summary: 'A batch: status, progress, counts, its approval, and the stratification of its valid rows',
        params: IdParams,
        response: { 200: z.object({ data: BatchDetailSchema }), ...errors },
      },
    },
    async (request) => ({ data: await batchDetail(app.db, request.actor, request.params.id) }),
  );

  app.get(
    '/batches/:id/errors',
    {
      schema: {
        tags: ['batches'],
        summary: "A page of the batch's errors: row, column, value, message, in row order",
        params: IdParams,
        querystring: BatchErrorsQuery,
        response: { 200: BatchErrorListSchema, ...errors, 422: ErrorSchema },
      },
    },
    async (request) => {
      const batch = await readableBatch(app.db, request.actor, request.params.id);
      const { page, per_page } = request.query;
      const { rows, total } = await errorPage(app.db, batch.id, page, per_page);
      return { data: rows, meta: { total, page, per_page } };
    },
  );

  app.get(
    '/batches/:id/errors.csv',
    {
      schema: {
        tags: ['batches'],
        summary: 'The error report as CSV (row, column, value, message)',
        params: IdParams,
        response: { 200: fileBody('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const batch = await readableBatch(app.db, request.actor, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(reportFileName(batch)))
        .header('cache-control', 'no-store')
        .send(await errorReport(app.db, batch));
    },
  );

  app.post(
    '/batches/:id/submit',
    {
      schema: {
        tags: ['batches'],
        summary: "Submit the batch's valid rows for a bank manager's approval (a batch.import pending action)",
        description:
          'Approving the action (POST /pending-actions/{id}/approve) answers at once with the batch in status `importing`; the import goes on in the server, ' +
          'all valid rows in one transaction: poll GET /batches/{id} for imported_rows until the status is `imported` (or `failed`, nothing imported, with failure_message).',
        params: IdParams,
        response: {
          202: z.object({ pending_action: BatchActionSchema }),
          ...errors,
          409: ErrorSchema,
          422: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const action = await submitBatch(app.db, app.actionTypes, request.actor, request.params.id);
      return reply.code(202).send({ pending_action: toBatchAction(action) });
    },
  );
};
