/** The investor portfolio: deals bought, their spread and the open proposals. */
import { api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type { Portfolio } from './market-types';
import { untyped } from './untyped-client';

export const getPortfolio = () => apiCall<{ data: Portfolio }>(() => untyped(api).GET('/api/v1/investor/portfolio', {}));
