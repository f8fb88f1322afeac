import { beforeEach, describe, expect, it, vi } from 'vitest';

/** What the portal sent, and what the stand-in server answers next. */
const wire = vi.hoisted(() => ({
  sent: [] as { method: string; path: string; body: unknown }[],
  answer: { status: 200, body: {} as unknown },
}));

vi.mock('@/lib/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api/client')>();
  const fetch = async (request: Request) => {
    const text = await request.text();
    wire.sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    });
    return new Response(JSON.stringify(wire.answer.body), {
      status: wire.answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    ...actual,
    api: actual.createApiClient({
      baseUrl: 'http://portal.test',
      credentials: 'include',
      fetch: fetch as typeof globalThis.fetch,
      readToken: () => 'token',
    }),
  };
});

const { decidePendingAction } = await import('@/components/maker-checker/pending-decision-api');

describe('the one call that decides a pending action', () => {
  beforeEach(() => {
    wire.sent = [];
    wire.answer = { status: 200, body: { data: { id: 9, status: 'approved' } } };
  });

  it('posts each verdict to its endpoint, the reason only with a rejection', async () => {
    await decidePendingAction(9, 'approve');
    await decidePendingAction(9, 'reject', 'Valuation too old.');
    await decidePendingAction(9, 'cancel');
    expect(wire.sent).toEqual([
      { method: 'POST', path: '/api/v1/pending-actions/9/approve', body: undefined },
      { method: 'POST', path: '/api/v1/pending-actions/9/reject', body: { reason: 'Valuation too old.' } },
      { method: 'POST', path: '/api/v1/pending-actions/9/cancel', body: undefined },
    ]);
  });

  it('answers the action as it now stands', async () => {
    expect(await decidePendingAction(9, 'approve')).toEqual({
      ok: true,
      status: 200,
      data: { id: 9, status: 'approved' },
    });
  });

  it('answers a refusal with the server’s message and field errors', async () => {
    wire.answer = {
      status: 422,
      body: { message: 'Validation failed', errors: { reason: ['Give a reason for rejecting.'] } },
    };
    expect(await decidePendingAction(9, 'reject', '')).toEqual({
      ok: false,
      status: 422,
      message: 'Validation failed',
      fieldErrors: { reason: ['Give a reason for rejecting.'] },
    });
  });
});
