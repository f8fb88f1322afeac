/** Request and answer schemas of a data room, a pool's or a listed loan's (zod; they also make the OpenAPI document). */
import { z } from 'zod';
import { ROOM_ACCESS_ACTIONS } from '../../../src/domain/pools/data-room.ts';
import { idFromText } from '../record-ids.ts';
import { PartyRefSchema } from '../response-schemas.ts';

export const FolderParams = z.object({ id: idFromText(), folderId: idFromText() });
export const DocumentParams = z.object({ id: idFromText(), documentId: idFromText() });

export const FolderBodySchema = z
  .object({ name: z.string().describe('1 to 120 characters, unique in the room') })
  .strict();

export const DocumentSchema = z.object({
  id: z.number().int(),
  folder_id: z.number().int().nullable(),
  name: z.string(),
  level: z.number().int(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
});
export const FolderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  documents: z.array(DocumentSchema),
});

/** The room as its reader reaches it, under the owner's key (`pool` or `loan`) with the owner's summary. */
export const roomSchema = <K extends string, O extends z.ZodTypeAny>(ownerKey: K, ownerSchema: O) =>
  z.object({
    data: z.object({
      ...({ [ownerKey]: ownerSchema } as { [key in K]: O }),
      /** The investor's level (1 or 2); 2 for the bank, which sees every document. */
      level: z.number().int(),
      can_change: z.boolean(),
      folders: z.array(FolderSchema),
    }),
  });

export const FolderAnswerSchema = z.object({ data: z.object({ id: z.number().int(), name: z.string() }) });
export const DocumentAnswerSchema = z.object({ data: DocumentSchema });

export const AccessEntrySchema = z.object({
  id: z.number().int(),
  document: z.object({ id: z.number().int(), name: z.string(), deleted: z.boolean() }),
  investor: PartyRefSchema,
  user_name: z.string(),
  action: z.enum(ROOM_ACCESS_ACTIONS),
  at: z.string(),
});
export const AccessLogQuerySchema = z
  .object({ investor_id: idFromText().optional(), document_id: idFromText().optional() })
  .strict();
export const AccessLogSchema = z.object({
  data: z.array(AccessEntrySchema),
  by_investor: z.array(
    z.object({ investor: PartyRefSchema, views: z.number().int(), downloads: z.number().int(), last_at: z.string() }),
  ),
  by_document: z.array(
    z.object({
      document: z.object({ id: z.number().int(), name: z.string(), deleted: z.boolean() }),
      views: z.number().int(),
      downloads: z.number().int(),
      investors: z.number().int(),
    }),
  ),
});
