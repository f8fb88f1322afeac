/** Request and answer schemas of a pool's data room and questions (zod; they also make the OpenAPI document). */
import { z } from 'zod';
import { QUESTION_VISIBILITIES, ROOM_ACCESS_ACTIONS } from '../../../../src/domain/pools/data-room.ts';
import { idFromText } from '../../../lib/record-ids.ts';
import { PartyRefSchema } from '../../../lib/response-schemas.ts';

export const FolderParams = z.object({ id: idFromText(), folderId: idFromText() });
export const DocumentParams = z.object({ id: idFromText(), documentId: idFromText() });
export const QuestionParams = z.object({ id: idFromText(), questionId: idFromText() });

export const FolderBodySchema = z
  .object({ name: z.string().describe('1 to 120 characters, unique in the room') })
  .strict();
export const AskBodySchema = z.object({ question: z.string().describe('10 to 2,000 characters') }).strict();
export const AnswerBodySchema = z
  .object({
    answer: z.string().describe('1 to 4,000 characters'),
    visibility: z.string().describe('private (the asker only) or published (every participant, without the asker)'),
  })
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
export const RoomSchema = z.object({
  data: z.object({
    pool: z.object({ id: z.number().int(), name: z.string(), status: z.string() }),
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

const AnswerPartSchema = {
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  visibility: z.enum(QUESTION_VISIBILITIES).nullable(),
};
/** A question as the bank reads it: with the asker. */
export const BankQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  asked_at: z.string(),
  investor: PartyRefSchema,
  asked_by_name: z.string(),
  answered_by_name: z.string().nullable(),
  ...AnswerPartSchema,
});
/** A question as an investor reads it: its own with the answer, or a published one without the asker. */
export const InvestorQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  asked_at: z.string(),
  mine: z.boolean(),
  ...AnswerPartSchema,
});
export const BankQuestionsSchema = z.object({ data: z.array(BankQuestionSchema) });
export const BankQuestionAnswerSchema = z.object({ data: BankQuestionSchema });
export const InvestorQuestionsSchema = z.object({ data: z.array(InvestorQuestionSchema) });
export const InvestorQuestionAnswerSchema = z.object({ data: InvestorQuestionSchema });
