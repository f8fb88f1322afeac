/**
 * Phase 1 of a pool's sale: the investor's pools, page, NDA, anonymised tape and indicative bid under
 * /investor/pools; the bank's sealed indicative bids and the manager's shortlist under /pools/{id}.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../lib/record-ids.ts';
import { ErrorSchema } from '../../lib/response-schemas.ts';
import { placeIndicativeBid } from './indicative-bids.ts';
import { acceptNda, investorPool, listOpenPools, tapeFor } from './investor-service.ts';
import {
  IndicativeBidSchema,
  IndicativeBidsSchema,
  InvestorPoolAnswerSchema,
  InvestorPoolListSchema,
  ShortlistSchema,
} from './phase1-schemas.ts';
import { indicativeBidsOf, shortlistPool } from './shortlist.ts';
import { tapeCsv, tapeXlsx } from './tape-export.ts';

const TAGS = ['pools'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const INVESTOR_READ = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Not a person of an active investor organisation, or the NDA not yet accepted'),
  404: ErrorSchema.describe('No such pool open to your organisation'),
};
const INVESTOR_WRITE = {
  ...INVESTOR_READ,
  409: ErrorSchema.describe('Phase 1 is over, or the bid changed meanwhile'),
  419: ErrorSchema.describe('CSRF token mismatch'),
  422: ErrorSchema.describe('Validation failed'),
};
const BANK_ERRORS = {
  401: ErrorSchema.describe('Not signed in'),
  403: ErrorSchema.describe('Not a user of the bank desk, or not a manager'),
  404: ErrorSchema.describe('No such pool, or another bank’s'),
  409: ErrorSchema.describe('The bids are sealed until the phase 1 deadline, or the pool is past phase 1'),
};
const fileBody = (description: string) => z.any().describe(description);
const tapeName = (id: number, extension: string) => `attachment; filename="pool-${id}-tape.${extension}"`;

export function phase1Routes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/investor/pools',
    {
      schema: {
        tags: TAGS,
        summary: 'The pools open to your organisation, with its NDA, shortlist and own indicative bid',
        response: { 200: InvestorPoolListSchema, ...INVESTOR_READ },
      },
    },
    async (request) => ({ data: await listOpenPools(app.db, request.actor) }),
  );

  routes.get(
    '/investor/pools/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A pool open to your organisation: its figures, deadlines, NDA text and your part in its sale',
        params: IdParams,
        response: { 200: InvestorPoolAnswerSchema, ...INVESTOR_READ },
      },
    },
    async (request) => ({ data: await investorPool(app.db, request.actor, request.params.id) }),
  );

  routes.post(
    '/investor/pools/:id/nda',
    {
      schema: {
        tags: TAGS,
        summary: 'Accept the pool’s NDA for your organisation (once; a second acceptance keeps the first record)',
        description: 'Records your name, e-mail, organisation, the time, your address and the SHA-256 of the NDA text.',
        params: IdParams,
        response: { 200: InvestorPoolAnswerSchema, ...INVESTOR_WRITE },
      },
    },
    async (request) => ({ data: await acceptNda(app.db, request.actor, request.params.id, request.ip) }),
  );

  routes.get(
    '/investor/pools/:id/tape.csv',
    {
      schema: {
        tags: TAGS,
        summary: 'The pool’s anonymised tape as CSV: a line per loan, without the bank’s references',
        params: IdParams,
        response: { 200: fileBody('text/csv'), ...INVESTOR_READ },
      },
    },
    async (request, reply) => {
      const { pool, rows } = await tapeFor(app.db, request.actor, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', tapeName(pool.id, 'csv'))
        .header('cache-control', 'no-store')
        .send(tapeCsv(rows));
    },
  );

  routes.get(
    '/investor/pools/:id/tape.xlsx',
    {
      schema: {
        tags: TAGS,
        summary: 'The pool’s anonymised tape as an XLSX workbook',
        params: IdParams,
        response: { 200: fileBody(XLSX_TYPE), ...INVESTOR_READ },
      },
    },
    async (request, reply) => {
      const { pool, rows } = await tapeFor(app.db, request.actor, request.params.id);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', tapeName(pool.id, 'xlsx'))
        .header('cache-control', 'no-store')
        .send(await tapeXlsx(rows));
    },
  );

  routes.put(
    '/investor/pools/:id/indicative-bid',
    {
      schema: {
        tags: TAGS,
        summary: 'Place or revise your organisation’s sealed indicative bid, before the phase 1 deadline',
        description: 'Revising needs the version read; no one else sees the bid, and the bank only after the deadline.',
        params: IdParams,
        body: IndicativeBidSchema,
        response: { 200: InvestorPoolAnswerSchema, ...INVESTOR_WRITE },
      },
    },
    async (request) => ({
      data: await placeIndicativeBid(app.db, request.actor, request.params.id, request.body),
    }),
  );

  routes.get(
    '/pools/:id/indicative-bids',
    {
      schema: {
        tags: TAGS,
        summary: 'The NDA participants and their indicative bids, once the phase 1 deadline has passed',
        params: IdParams,
        response: { 200: IndicativeBidsSchema, ...BANK_ERRORS },
      },
    },
    async (request) => ({ data: await indicativeBidsOf(app.db, request.actor, request.params.id) }),
  );

  routes.post(
    '/pools/:id/shortlist',
    {
      schema: {
        tags: TAGS,
        summary: 'Shortlist investors for phase 2 (bank manager, after the phase 1 deadline); the others are told',
        params: IdParams,
        body: ShortlistSchema,
        response: {
          200: IndicativeBidsSchema,
          ...BANK_ERRORS,
          419: ErrorSchema.describe('CSRF token mismatch'),
          422: ErrorSchema.describe('Validation failed'),
        },
      },
    },
    async (request) => ({ data: await shortlistPool(app.db, request.actor, request.params.id, request.body) }),
  );
}
