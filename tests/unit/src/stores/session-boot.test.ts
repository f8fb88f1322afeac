/** src/boot/session.js: which visits start the /user request from the document head, and how. */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { KNOWN_USER_KEY } from '@/stores/known-user';

const BOOT = readFileSync('src/boot/session.js', 'utf8');

/** Runs the boot script against a stand-in <html>, cookie jar and localStorage. */
function boot(options: { access: string; cookie?: string; known?: boolean; apiOrigin?: string }) {
  const attributes: Record<string, string | undefined> = {
    'data-access': options.access,
    'data-api-origin': options.apiOrigin,
  };
  const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
  const window: Record<string, unknown> = {
    localStorage: { getItem: (key: string) => (key === KNOWN_USER_KEY && options.known ? '{"id":1}' : null) },
  };
  const document = {
    cookie: options.cookie ?? '',
    documentElement: { getAttribute: (name: string) => attributes[name] ?? null },
  };
  runInNewContext(BOOT, { window, document, fetch });
  return { fetch, early: window['__dealledgerUser'] };
}

describe('the session request started from the document head', () => {
  it.each(['login', 'roles'])(
    'is always made on a protected page (%s), with cookies and the AJAX headers',
    (access) => {
      const { fetch, early } = boot({ access });
      expect(fetch).toHaveBeenCalledWith('/api/v1/user', {
        credentials: 'include',
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(early).toBeInstanceOf(Promise);
    },
  );

  it('goes to the API origin the portal was built for', () => {
    const { fetch } = boot({ access: 'roles', apiOrigin: 'https://api.example.test' });
    expect(fetch).toHaveBeenCalledWith('https://api.example.test/api/v1/user', expect.anything());
  });

  it.each(['guest', 'public'])('is not made on a %s page for a visitor with no sign of a session', (access) => {
    const { fetch, early } = boot({ access, cookie: 'other=1' });
    expect(fetch).not.toHaveBeenCalled();
    expect(early).toBeNull();
  });

  it('is made on a guest page when the visitor has a session cookie or was signed in here before', () => {
    expect(boot({ access: 'guest', cookie: 'a=1; XSRF-TOKEN=abc' }).fetch).toHaveBeenCalledTimes(1);
    expect(boot({ access: 'guest', known: true }).fetch).toHaveBeenCalledTimes(1);
  });
});
