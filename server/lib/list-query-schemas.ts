/** The paging and ordering fields every list endpoint's query shares, spread into its schema. */
import { z } from 'zod';

export const PER_PAGE_CHOICES = [25, 50, 100] as const;

/** `page` from 1 and `per_page` of 25 (the default), 50 or 100. */
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((value) => (PER_PAGE_CHOICES as readonly number[]).includes(value), 'The per page field must be 25, 50 or 100.')
    .default(25),
};

/** `order` (newest first by default), then the page fields; the list's own `sort` goes before it. */
export const orderedPageQueryFields = {
  order: z.enum(['asc', 'desc']).default('desc'),
  ...pageQueryFields,
};
