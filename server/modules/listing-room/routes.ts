/**
 * A single listed loan's data room: the bank's side under /loans/{id}/data-room, the investor's under
 * /marketplace/loans/{id}/data-room, in the pool room's shapes (the shared data-room routes).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOAN_STATUSES } from '../../../src/domain/loans/vocabulary.ts';
import { dataRoomRoutes } from '../../lib/data-room/routes.ts';
import { listingRoomAccess } from './access.ts';

const LoanRefSchema = z.object({ id: z.number().int(), loan_ref: z.string(), status: z.enum(LOAN_STATUSES) });

export const listingRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    dataRoomRoutes({
      bankPath: '/loans/:id/data-room',
      investorPath: '/marketplace/loans/:id/data-room',
      tags: { bank: ['loan data room'], investor: ['marketplace loan data room'] },
      ownerWord: 'loan',
      forbidden: 'Not allowed (not of the loan’s bank desk; the investor side is for investors only)',
      closed: 'The loan is not approved yet, or sold or withdrawn; or the folder is not empty',
      ownerKey: 'loan',
      ownerSchema: LoanRefSchema,
      access: listingRoomAccess,
    }),
  );
};
