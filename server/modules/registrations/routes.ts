/** POST /onboard: a guest's registration request for their organisation, with 1-5 documents (multipart). */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  DOCUMENT_FIELD,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_FILES,
  UPLOAD_MESSAGES,
} from '../../../src/domain/auth-rules.ts';
import { HttpError, ValidationError } from '../../lib/http-errors.ts';
import { enforceRateLimits, type Limit } from '../../lib/rate-limit.ts';
import { checkFileName, checkFormFields, uploadReadError } from '../../lib/uploads/multipart-errors.ts';
import { removeStoredFiles, storeUpload } from '../../lib/uploads/store.ts';
import { ErrorSchema, MessageSchema } from '../../lib/response-schemas.ts';
import { registrationReceivedMail } from './mails.ts';
import { submitRegistration, type ReceivedDocument } from './service.ts';

/** Per IP, counting every submission, valid or not: the form is open to anyone without a session. */
export const ONBOARD_LIMIT: Limit = { max: 10, windowSeconds: 3600 };
const UPLOAD_FOLDER = 'registrations';
/** Extra files are read past and counted, so "too many" can be reported rather than a bare 413. */
const FILES_READ_LIMIT = DOCUMENT_MAX_FILES * 3;

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this scope only: every other route refuses multipart bodies with 415.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: DOCUMENT_MAX_BYTES,
      files: FILES_READ_LIMIT,
      fields: 40,
      fieldSize: 8 * 1024,
      fieldNameSize: 100,
      parts: FILES_READ_LIMIT + 40,
    },
  });

  app.post(
    '/onboard',
    {
      config: { csrf: false },
      schema: {
        tags: ['registrations'],
        summary: 'Request registration of a bank or an investor (multipart/form-data, sent without cookies)',
        description: [
          'Fields: entity_type (bank|investor), name, legal_name, registration_number, country (ISO 3166-1 alpha-2), address,',
          'contact_email, phone, website (optional), banking_licence_number and bic (bank), investor_type (investor),',
          'contact_person_name, contact_person_email, contact_person_phone; files: `documents` (or `documents[]`), 1 to 5,',
          'PDF/PNG/JPEG, 10 MB each. Rate-limited per IP.',
        ].join(' '),
        consumes: ['multipart/form-data'],
        response: { 201: MessageSchema, 415: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      await enforceRateLimits(
        app.db,
        [{ key: `onboard:${request.ip}`, limit: ONBOARD_LIMIT }],
        AUTH_MESSAGES.tooManyOnboardings,
      );
      if (!request.isMultipart()) throw new HttpError(415, AUTH_MESSAGES.unsupportedMultipart);

      const fields: Record<string, string> = {};
      const documents: ReceivedDocument[] = [];
      const seen = new Set<string>();
      let fileCount = 0;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
            continue;
          }
          if (part.fieldname !== DOCUMENT_FIELD && part.fieldname !== `${DOCUMENT_FIELD}[]`) {
            part.file.resume();
            continue;
          }
          checkFileName(DOCUMENT_FIELD, part);
          fileCount += 1;
          if (fileCount > DOCUMENT_MAX_FILES) {
            part.file.resume();
            continue;
          }
          const stored = await storeUpload(app.config.storageDir, UPLOAD_FOLDER, part.file);
          const document = {
            originalName: part.filename,
            declaredType: part.mimetype,
            truncated: part.file.truncated,
            stored,
          };
          // The same file picked twice counts once, as the upload widget does.
          const identity = `${stored.sha256}:${part.filename}`;
          if (seen.has(identity)) {
            fileCount -= 1;
            await removeStoredFiles([stored]);
            continue;
          }
          seen.add(identity);
          documents.push(document);
        }
      } catch (error) {
        await removeStoredFiles(documents.map((document) => document.stored));
        if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
          throw new ValidationError({ documents: [UPLOAD_MESSAGES.tooMany()] });
        throw uploadReadError(error);
      }

      let submitted;
      try {
        checkFormFields(fields);
        submitted = await submitRegistration(app.db, fields, documents, fileCount, request.ip);
      } catch (error) {
        await removeStoredFiles(documents.map((document) => document.stored));
        throw error;
      }
      const { id, input } = submitted;
      app.mailer.sendInBackground(
        registrationReceivedMail({
          to: input.contact_person_email,
          contactName: input.contact_person_name,
          organisation: input.name,
          reference: id,
          portalUrl: app.config.appUrl,
        }),
      );
      return reply.code(201).send({ message: AUTH_MESSAGES.onboarded });
    },
  );
};
