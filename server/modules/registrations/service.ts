/** Onboarding rules: checks the form and the documents, then stores the request and its documents together. */
import {
  AUTH_MESSAGES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_FILES,
  UPLOAD_MESSAGES,
  documentErrors,
  isAllowedDocumentType,
  onboardingSchema,
  type OnboardingInput,
} from '../../../src/domain/auth-rules.ts';
import { isInvestorType } from '../../../src/domain/organisations.ts';
import type { Database } from '../../db/client.ts';
import { ValidationError, type FieldErrors } from '../../lib/http-errors.ts';
import type { StoredFile } from '../../lib/uploads/store.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { fieldErrorsFromIssues } from '../../lib/validation-messages.ts';
import {
  entityExistsWithRegistrationNumber,
  insertRegistrationDocuments,
  insertRegistrationRequest,
} from './queries.ts';

export interface ReceivedDocument {
  originalName: string;
  declaredType: string;
  /** The multipart parser stopped reading at the size limit. */
  truncated: boolean;
  stored: StoredFile;
}

/** Upload messages for the documents, judged by their names, declared types, real content and sizes. */
export function checkDocuments(documents: readonly ReceivedDocument[], fileCount: number): string[] {
  const candidates = documents.map((document) => ({
    name: document.originalName,
    type: document.declaredType,
    size: document.truncated ? DOCUMENT_MAX_BYTES + 1 : document.stored.sizeBytes,
  }));
  const errors = documentErrors(candidates);
  // Files past the limit are not even stored, but they still count against it.
  if (fileCount > DOCUMENT_MAX_FILES) errors.unshift(UPLOAD_MESSAGES.tooMany());
  for (const document of documents) {
    const declaredOk = isAllowedDocumentType({ name: document.originalName, type: document.declaredType });
    // A file that claims to be a PDF must start like one: the name and the header are the uploader's to choose.
    if (declaredOk && document.stored.detectedMime !== document.declaredType.toLowerCase()) {
      const message = UPLOAD_MESSAGES.invalidType(document.originalName);
      if (!errors.includes(message)) errors.push(message);
    }
  }
  return [...new Set(errors)];
}

/** Stores the request and its document metadata in one transaction; throws ValidationError for anything wrong. */
export async function submitRegistration(
  db: Database,
  fields: Record<string, string>,
  documents: readonly ReceivedDocument[],
  fileCount: number,
  ipAddress: string,
): Promise<{ id: number; input: OnboardingInput }> {
  const parsed = onboardingSchema.safeParse(fields);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
  const documentMessages = checkDocuments(documents, fileCount);
  if (documentMessages.length > 0) errors['documents'] = documentMessages;
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationError(errors);
  const input: OnboardingInput = parsed.data;

  if (await entityExistsWithRegistrationNumber(db, input.entity_type, input.registration_number)) {
    throw new ValidationError({ registration_number: [AUTH_MESSAGES.alreadyRegisteredNumber] });
  }
  try {
    const id = await db.transaction(async (tx) => {
      const id = await insertRegistrationRequest(tx, {
        entityKind: input.entity_type,
        name: input.name,
        legalName: input.legal_name,
        registrationNumber: input.registration_number,
        country: input.country,
        address: input.address,
        contactEmail: input.contact_email,
        phone: input.phone,
        website: input.website ?? '',
        bankingLicenceNumber: input.entity_type === 'bank' ? (input.banking_licence_number ?? null) : null,
        bic: input.entity_type === 'bank' ? (input.bic ?? null) : null,
        investorType:
          input.entity_type === 'investor' ? (isInvestorType(input.investor_type) ? input.investor_type : null) : null,
        contactPersonName: input.contact_person_name,
        contactPersonEmail: input.contact_person_email,
        contactPersonPhone: input.contact_person_phone,
        ipAddress,
      });
      await insertRegistrationDocuments(
        tx,
        id,
        documents.map((document) => ({
          originalName: document.originalName.slice(0, 255),
          storedName: document.stored.storedName,
          mimeType: document.stored.detectedMime ?? 'application/octet-stream',
          sizeBytes: document.stored.sizeBytes,
          sha256: document.stored.sha256,
        })),
      );
      return id;
    });
    return { id, input };
  } catch (error) {
    // The partial unique index decides between two submissions racing for the same number.
    if (isUniqueViolation(error))
      throw new ValidationError({ registration_number: [AUTH_MESSAGES.duplicateRegistration] });
    throw error;
  }
}
