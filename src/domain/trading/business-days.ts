/**
 * Business days for the acceptance window: a bank acceptance not finally accepted within two
 * business days expires (DOMAIN.md). Saturdays and Sundays are not business days; no holiday
 * calendar is kept.
 */
export const FINAL_ACCEPTANCE_BUSINESS_DAYS = 2;

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/**
 * The moment `days` business days after `from`: the same time of day, stepping over
 * weekends. An acceptance made at the weekend counts from the next Monday's start.
 */
export function addBusinessDays(from: Date, days: number): Date {
  const result = new Date(from.getTime());
  if (isWeekend(result)) {
    while (isWeekend(result)) result.setUTCDate(result.getUTCDate() + 1);
    result.setUTCHours(0, 0, 0, 0);
  }
  let remaining = days;
  while (remaining > 0) {
    result.setUTCDate(result.getUTCDate() + 1);
    if (!isWeekend(result)) remaining -= 1;
  }
  return result;
}

/** When a bank acceptance made at `acceptedAt` lapses unless finally accepted. */
export const finalAcceptanceDeadline = (acceptedAt: Date) =>
  addBusinessDays(acceptedAt, FINAL_ACCEPTANCE_BUSINESS_DAYS);
