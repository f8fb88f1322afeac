/** A loan as the marketplace shows it to an investor (GET /marketplace/loans/{id}): the loan's fields and its listing. */
import type { paths } from '@/lib/api/schema';

export type MarketLoanDetail =
  paths['/api/v1/marketplace/loans/{id}']['get']['responses'][200]['content']['application/json']['data'];
