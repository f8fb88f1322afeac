/** Response schemas of the auth routes, shared by their OpenAPI description and serialisation. */
import { z } from 'zod';
import { ErrorSchema, MessageSchema } from '../../lib/response-schemas.ts';
import { UserSchema } from './user-resource.ts';

export { ErrorSchema, MessageSchema };

export const UserWithMessageSchema = z.object({ user: UserSchema, message: z.string() });

export const NoContentSchema = z.null().describe('No content');

/** Errors every state-changing route may answer. */
export const UNSAFE_ERRORS = {
  419: ErrorSchema.describe('CSRF token mismatch (or the session expired)'),
  422: ErrorSchema.describe('Validation failed'),
} as const;
