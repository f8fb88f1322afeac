/*
 * Opens a page behind sign-in at first paint for the user last seen signed in on this
 * device, when that user may open it: <html data-opens-for> lists the roles that open the
 * page ("*": any signed-in user), and data-opens-unverified says an unverified address is
 * no bar. It only ever opens: the guard still revalidates with the session's answer and
 * sends the visitor elsewhere when that disagrees. BaseLayout writes it inline into every
 * page's head. Mirrors decide() of src/lib/guard.ts (tests/unit/src/stores/known-user-boot.test.ts).
 */
(function () {
  var root = document.documentElement;
  var opensFor = root.getAttribute('data-opens-for');
  if (root.getAttribute('data-guard') !== 'pending' || !opensFor) return;
  var known = null;
  try {
    known = JSON.parse(window.localStorage.getItem('dealledger.user') || 'null');
  } catch {
    known = null;
  }
  if (!known || typeof known !== 'object' || !Array.isArray(known.roles)) return;
  if (known.verified !== true && !root.hasAttribute('data-opens-unverified')) return;
  var allowed = opensFor.split(' ');
  var opens =
    opensFor === '*' ||
    known.roles.some(function (role) {
      return role === 'super_admin' || allowed.indexOf(role) >= 0;
    });
  if (opens) root.removeAttribute('data-guard');
})();
