/** Errors a handler throws to answer with a given status and the Laravel-shaped body the portal expects. */

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type FieldErrors = Record<string, string[]>;

/** 422 `{message: "<first error> (and N more errors)", errors: {field: [messages]}}`. */
export class ValidationError extends HttpError {
  constructor(readonly errors: FieldErrors) {
    super(422, summariseFieldErrors(errors));
  }
}

export function summariseFieldErrors(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');

/** 403 `{"message":"This action is unauthorized."}`, or a clearer reason where telling it leaks nothing. */
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);

/** 404 for a record that does not exist or that the asker may not know exists. */
export const notFound = (message = 'Not found.') => new HttpError(404, message);

/** 409: the record is not in a state that allows the request. */
export const conflict = (message: string) => new HttpError(409, message);
