/** The investor portfolio: deals bought, their spread and the open proposals. */
import { api } from '@/lib/api/client';
import { apiCall } from '@/lib/api/api-result';
import type { Portfolio } from './market-types';

export const getPortfolio = () => apiCall<{ data: Portfolio }>(() => api.GET('/api/v1/investor/portfolio'));
