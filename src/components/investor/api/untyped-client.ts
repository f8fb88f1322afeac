/** Until the trading paths are in the generated schema, the investor calls go through the same client without its path types. */
import type { ApiClient } from '@/lib/api/client';

interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

interface UntypedClient {
  GET(path: string, init: { params?: { query?: Record<string, string> } }): Promise<Answer>;
}

export const untyped = (client: ApiClient) => client as unknown as UntypedClient;
