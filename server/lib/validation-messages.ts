/** Turns zod issues into Laravel-style field messages ("The email field is required."). */
import type { z } from 'zod';
import type { FieldErrors } from './http-errors.ts';

const attributeOf = (field: string) => field.replace(/\.\d+/g, '').replace(/[._]/g, ' ');

function messageOf(issue: z.core.$ZodIssue, field: string): string {
  const attribute = attributeOf(field);
  // A message written in the schema is already user-facing.
  if (issue.message && !issue.message.startsWith('Invalid') && !issue.message.startsWith('Too ')) {
    return issue.message.replace(':attribute', attribute);
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? `The ${attribute} field is required.`
        : `The ${attribute} field must be ${issue.expected === 'number' || issue.expected === 'int' ? 'a number' : `a ${issue.expected}`}.`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `The ${attribute} field is required.`
          : `The ${attribute} field must be at least ${issue.minimum} characters.`;
      }
      if (issue.origin === 'array') return `The ${attribute} field must have at least ${issue.minimum} items.`;
      return `The ${attribute} field must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string')
        return `The ${attribute} field must not be greater than ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `The ${attribute} field must not have more than ${issue.maximum} items.`;
      return `The ${attribute} field must not be greater than ${issue.maximum}.`;
    case 'invalid_format':
      return issue.format === 'email'
        ? `The ${attribute} field must be a valid email address.`
        : `The ${attribute} field format is invalid.`;
    case 'invalid_value':
      return `The selected ${attribute} is invalid.`;
    case 'unrecognized_keys':
      return `The request contains unknown fields: ${issue.keys.join(', ')}.`;
    default:
      return `The ${attribute} field is invalid.`;
  }
}

export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[], prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'request';
    (errors[field] ??= []).push(messageOf(issue, field));
  }
  return errors;
}
