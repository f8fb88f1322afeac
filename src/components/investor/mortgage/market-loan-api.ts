/** The marketplace's one loan, as an investor reads it. */
import { api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type { MarketLoanDetail } from './market-loan-types';

// Until the trading routes are in the OpenAPI document the path is not typed; the answer is.
const client = api as unknown as { GET: (path: string, init?: unknown) => Promise<{ data?: unknown; error?: unknown; response: Response }> };

export const getMarketLoan = (id: number) => apiCall<{ data: MarketLoanDetail }>(() => client.GET('/api/v1/marketplace/loans/{id}', { params: { path: { id } } }));
