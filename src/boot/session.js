/*
 * Starts the session request (GET /api/v1/user) from the document head, so its
 * round trip overlaps the download of the page's JavaScript; src/lib/api/early-user.ts
 * hands the answer to the auth store, which then does not ask again.
 * A visitor with no sign of a session (no XSRF-TOKEN cookie, no user remembered on
 * this device) on a page open to guests is not asked about: a guest stays a guest
 * without a 401. BaseLayout writes it inline into every page's head (the CSP allows it
 * by its hash), so it costs no request of its own.
 */
(function () {
  var root = document.documentElement;
  var access = root.getAttribute('data-access');
  var hint = false;
  try {
    hint = document.cookie.indexOf('XSRF-TOKEN=') >= 0 || window.localStorage.getItem('dealledger.user') !== null;
  } catch {
    hint = document.cookie.indexOf('XSRF-TOKEN=') >= 0;
  }
  if (access !== 'login' && access !== 'roles' && !hint) {
    window.__dealledgerUser = null;
    return;
  }
  window.__dealledgerUser = fetch((root.getAttribute('data-api-origin') || '') + '/api/v1/user', {
    credentials: 'include',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  // A failed request is read by the auth store; this keeps it from being reported as unhandled meanwhile.
  window.__dealledgerUser.catch(function () {});
})();
