/**
 * An investor's binding bid on a pool in phase 2 (DOMAIN.md, "Portfolio sales"): the CSV template of the
 * pool's lines, the bid as JSON or as a CSV upload, the bid as it stands, and the deadline to follow.
 * Its own scope, so the upload's multipart parser serves these routes only.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BID_CSV_MAX_BYTES } from '../../../src/domain/pools/binding-bid.ts';
import { IdParams } from '../../lib/record-ids.ts';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import { receiveBidCsv } from './bid-upload.ts';
import { BidBodySchema, BidClockSchema, BidUploadQuery, MyBidSchema, PlacedBidSchema } from './bid-schemas.ts';
import { bidTemplateCsv, placeBindingBid, readBidClock, readMyBid } from './bid-service.ts';

const TAGS = ['pool bids'];
const READ_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Not a user of an investor'),
  404: ErrorSchema.describe('No such pool, or the investor is not shortlisted for its binding phase'),
};
const WRITE_ERRORS = {
  ...READ_ERRORS,
  409: ErrorSchema.describe(
    'The pool is not in phase 2, the deadline has passed, or the bid changed since its version',
  ),
  419: ErrorSchema.describe('CSRF token mismatch'),
  422: ErrorSchema.describe(
    'Lines missing, repeated, unknown, mispriced or excluded beyond the limit; errors by line or row',
  ),
};
/** Room for a JSON bid of every line a tape may hold. */
const JSON_BID_BYTES = 16 * 1024 * 1024;

export const bindingBidRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: BID_CSV_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 8 },
  });

  app.get(
    '/investor/pools/:id/binding-bid',
    {
      schema: {
        tags: TAGS,
        summary: 'The pool’s lines with the investor’s own binding bid on each, and the current deadline',
        params: IdParams,
        response: { 200: MyBidSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await readMyBid(app.db, request.actor, request.params.id) }),
  );

  app.get(
    '/investor/pools/:id/binding-bid/clock',
    {
      schema: {
        tags: TAGS,
        summary: 'The pool’s current binding-bid deadline and the version of the investor’s bid',
        params: IdParams,
        response: { 200: BidClockSchema, ...READ_ERRORS },
      },
    },
    async (request) => ({ data: await readBidClock(app.db, request.actor, request.params.id) }),
  );

  app.get(
    '/investor/pools/:id/binding-bid/template.csv',
    {
      schema: {
        tags: TAGS,
        summary: 'The bid template as CSV: a row per line with its current principal and currency, prices empty',
        params: IdParams,
        response: { 200: z.any().describe('text/csv'), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await bidTemplateCsv(app.db, request.actor, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  app.put(
    '/investor/pools/:id/binding-bid',
    {
      bodyLimit: JSON_BID_BYTES,
      schema: {
        tags: TAGS,
        summary: 'Place or revise the binding bid: a price or an exclusion for every line of the pool',
        description:
          'A bid placed when the deadline is at most 10 minutes away moves it 10 minutes later, at most 2 hours past the listed one.',
        params: IdParams,
        body: BidBodySchema,
        response: { 200: PlacedBidSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const entries = request.body.lines.map((line, index) => ({
        line: String(line.line),
        priceText: line.price_pct ?? '',
        excluded: line.excluded ?? false,
        at: `lines.${index}`,
        position: index + 1,
      }));
      return {
        data: await placeBindingBid(app.db, request.actor, request.params.id, {
          entries,
          wholeKey: 'lines',
          expectedVersion: request.body.version,
        }),
      };
    },
  );

  app.post(
    '/investor/pools/:id/binding-bid/upload',
    {
      schema: {
        tags: TAGS,
        summary:
          'Place or revise the binding bid from the CSV template (multipart/form-data, field `file`, at most 10 MB)',
        description:
          'Columns line and price_pct (excluded: "yes" to leave a line out); errors are named by row (rows.<n>.<column>), nothing is saved if any row is wrong.',
        consumes: ['multipart/form-data'],
        params: IdParams,
        querystring: BidUploadQuery,
        response: { 200: PlacedBidSchema, ...WRITE_ERRORS, 415: ErrorSchema },
      },
    },
    async (request) => {
      const read = await receiveBidCsv(request, app.config.storageDir);
      return {
        data: await placeBindingBid(app.db, request.actor, request.params.id, {
          entries: read.entries,
          sourceErrors: read.errors,
          wholeKey: 'file',
          expectedVersion: request.query.version,
        }),
      };
    },
  );
};
