/** How long a pending action has waited, in the buckets the admin dashboard counts and the pending-actions screen filters by. */
export const AGE_BUCKETS = ['under_1_day', '1_to_7_days', 'over_7_days'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** Each bucket as the pending-actions API's filters: made at least `older` and less than `newer` hours ago. */
export const AGE_BUCKET_HOURS: Record<AgeBucket, { older?: number; newer?: number }> = {
  under_1_day: { newer: 24 },
  '1_to_7_days': { older: 24, newer: 168 },
  over_7_days: { older: 168 },
};

export const AGE_BUCKET_LABELS: Record<AgeBucket, string> = {
  under_1_day: 'Under a day',
  '1_to_7_days': '1 to 7 days',
  over_7_days: 'Over 7 days',
};

export const isAgeBucket = (value: string | undefined): value is AgeBucket =>
  (AGE_BUCKETS as readonly string[]).includes(value ?? '');
