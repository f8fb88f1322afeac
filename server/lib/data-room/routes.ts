/**
 * A data room's routes, the same for every owner: the bank's under `bankPath` (folders, documents,
 * its own download, the access log), the investor's under `investorPath` (the room at its level, a
 * document to view or download, logged). The owner's module registers this plugin with its paths, its
 * words and its `RoomAccess`, which decides who reaches which room before any rule runs.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROOM_DOCUMENT_MAX_BYTES } from '../../../src/domain/pools/data-room.ts';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../access/actor.ts';
import { IdParams } from '../record-ids.ts';
import { ErrorSchema } from '../response-schemas.ts';
import { sendDocument } from './file-reply.ts';
import type { RoomOwner } from './owner.ts';
import {
  AccessLogQuerySchema,
  AccessLogSchema,
  DocumentAnswerSchema,
  DocumentParams,
  FolderAnswerSchema,
  FolderBodySchema,
  FolderParams,
  roomSchema,
} from './schemas.ts';
import {
  accessLog,
  addDocument,
  bankDocument,
  createFolder,
  deleteDocument,
  deleteFolder,
  openDocument,
  renameFolder,
  roomContents,
  type RoomSeat,
} from './service.ts';
import { receiveRoomDocument } from './upload.ts';

/** Who reaches the room of the owner with the id in the path; each throws 403 or 404 for anyone else. */
export interface RoomAccess<Ref> {
  /** The bank's people and platform admins: the owner, its summary, and whether the actor may change the room. */
  bank(db: Database, actor: Actor, id: number): Promise<{ owner: RoomOwner; ref: Ref; canChange: boolean }>;
  /** A maker of the owner's bank, while the room is open to changes (409 once it is closed). */
  bankToChange(db: Database, actor: Actor, id: number): Promise<RoomOwner>;
  /** An investor: its seat in the room, at level 1 or 2. */
  investor(db: Database, actor: Actor, id: number): Promise<RoomSeat & { ref: Ref }>;
}

export interface RoomRoutesOptions<K extends string, O extends z.ZodTypeAny> {
  /** e.g. `/pools/:id/data-room`. */
  bankPath: string;
  /** e.g. `/investor/pools/:id/data-room`. */
  investorPath: string;
  tags: { bank: string[]; investor: string[] };
  /** The owner in the summaries: `pool`, `listed loan`. */
  ownerWord: string;
  /** Why a reader may be refused (403), and why a change may be refused (409), in the owner's terms. */
  forbidden: string;
  closed: string;
  /** The answer's key for the owner's summary, and that summary's schema. */
  ownerKey: K;
  ownerSchema: O;
  access: RoomAccess<z.infer<O>>;
}

const FileBody = z.unknown().describe('The document itself');

export function dataRoomRoutes<K extends string, O extends z.ZodTypeAny>(
  options: RoomRoutesOptions<K, O>,
): FastifyPluginAsyncZod {
  const { bankPath, investorPath, access, ownerWord } = options;
  const BANK = options.tags.bank;
  const INVESTOR = options.tags.investor;
  const RoomSchema = roomSchema(options.ownerKey, options.ownerSchema);
  const READ_ERRORS = {
    401: ErrorSchema.describe('Not signed in'),
    403: ErrorSchema.describe(options.forbidden),
    404: ErrorSchema.describe(`No such ${ownerWord}, folder or document for this user`),
  };
  const WRITE_ERRORS = {
    ...READ_ERRORS,
    409: ErrorSchema.describe(options.closed),
    419: ErrorSchema.describe('CSRF token mismatch'),
    422: ErrorSchema.describe('Validation failed'),
  };
  const answer = (ref: z.infer<O>, level: number, canChange: boolean, folders: unknown) =>
    ({ data: { [options.ownerKey]: ref, level, can_change: canChange, folders } }) as z.infer<typeof RoomSchema>;

  return async (app) => {
    // Registered in this scope only; one file a request, read no further than the size limit, then refused.
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: ROOM_DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 8 },
    });
    const storage = app.config.storageDir;
    // The room of the owner in the path, as the bank reads it or as a maker may change it.
    const readable = (request: { actor: Actor; params: { id: number } }) =>
      access.bank(app.db, request.actor, request.params.id);
    const changeable = (request: { actor: Actor; params: { id: number } }) =>
      access.bankToChange(app.db, request.actor, request.params.id);

    app.get(
      bankPath,
      {
        schema: {
          tags: BANK,
          summary: `The ${ownerWord}’s data room: folders and every document with its level (the bank’s people, platform admins)`,
          params: IdParams,
          response: { 200: RoomSchema, ...READ_ERRORS },
        },
      },
      async (request) => {
        const { owner, ref, canChange } = await readable(request);
        return answer(ref, 2, canChange, await roomContents(app.db, owner, 2));
      },
    );

    app.post(
      `${bankPath}/folders`,
      {
        schema: {
          tags: BANK,
          summary: `Add a folder to the ${ownerWord}’s data room`,
          params: IdParams,
          body: FolderBodySchema,
          response: { 201: FolderAnswerSchema, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const folder = await createFolder(app.db, await changeable(request), request.actor, request.body.name);
        return reply.code(201).send({ data: folder });
      },
    );

    app.patch(
      `${bankPath}/folders/:folderId`,
      {
        schema: {
          tags: BANK,
          params: FolderParams,
          summary: `Rename a folder of the ${ownerWord}’s data room`,
          body: FolderBodySchema,
          response: { 200: FolderAnswerSchema, ...WRITE_ERRORS },
        },
      },
      async (request) => ({
        data: await renameFolder(app.db, await changeable(request), request.params.folderId, request.body.name),
      }),
    );

    app.delete(
      `${bankPath}/folders/:folderId`,
      {
        schema: {
          tags: BANK,
          summary: `Delete an empty folder of the ${ownerWord}’s data room`,
          params: FolderParams,
          response: { 204: z.null(), ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        await deleteFolder(app.db, await changeable(request), request.params.folderId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      `${bankPath}/documents`,
      {
        schema: {
          tags: BANK,
          summary: 'Upload a document (multipart/form-data: `file`, `folder_id`, `level` 1 or 2)',
          description: 'PDF, XLSX, CSV, PNG or JPEG, checked by content, at most 50 MB, not empty.',
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 201: DocumentAnswerSchema, ...WRITE_ERRORS, 415: ErrorSchema },
        },
      },
      async (request, reply) => {
        const received = await receiveRoomDocument(request, storage);
        const owner = () => changeable(request);
        return reply.code(201).send({ data: await addDocument(app.db, request.actor, owner, received) });
      },
    );

    app.get(
      `${bankPath}/documents/:documentId/file`,
      {
        schema: {
          tags: BANK,
          summary: `Download a document of the ${ownerWord}’s data room (the bank’s own look, not logged)`,
          params: DocumentParams,
          response: { 200: FileBody, ...READ_ERRORS },
        },
      },
      async (request, reply) => {
        const { owner } = await readable(request);
        return sendDocument(reply, storage, await bankDocument(app.db, owner, request.params.documentId), 'attachment');
      },
    );

    app.delete(
      `${bankPath}/documents/:documentId`,
      {
        schema: {
          tags: BANK,
          summary: 'Take a document out of the data room (its access log stays)',
          params: DocumentParams,
          response: { 204: z.null(), ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        await deleteDocument(app.db, storage, await changeable(request), request.params.documentId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      `${bankPath}/access-log`,
      {
        schema: {
          tags: BANK,
          summary: 'Who viewed or downloaded which document, newest first, with totals per investor and per document',
          params: IdParams,
          querystring: AccessLogQuerySchema,
          response: { 200: AccessLogSchema, ...READ_ERRORS, 422: ErrorSchema },
        },
      },
      async (request) =>
        accessLog(app.db, (await readable(request)).owner, {
          investorId: request.query.investor_id,
          documentId: request.query.document_id,
        }),
    );

    app.get(
      investorPath,
      {
        schema: {
          tags: INVESTOR,
          summary: `The ${ownerWord}’s data room as my organisation reaches it: documents at or below its level`,
          params: IdParams,
          response: { 200: RoomSchema, ...READ_ERRORS },
        },
      },
      async (request) => {
        const seat = await access.investor(app.db, request.actor, request.params.id);
        return answer(seat.ref, seat.level, false, await roomContents(app.db, seat.owner, seat.level));
      },
    );

    for (const [action, kind] of [
      ['view', 'inline'],
      ['download', 'attachment'],
    ] as const) {
      app.get(
        `${investorPath}/documents/:documentId/${action}`,
        {
          schema: {
            tags: INVESTOR,
            summary: action === 'view' ? 'View a document in the browser (logged)' : 'Download a document (logged)',
            params: DocumentParams,
            response: { 200: FileBody, ...READ_ERRORS },
          },
        },
        async (request, reply) => {
          const seat = await access.investor(app.db, request.actor, request.params.id);
          const document = await openDocument(app.db, request.actor, seat, request.params.documentId, action);
          return sendDocument(reply, storage, document, kind);
        },
      );
    }
  };
}
