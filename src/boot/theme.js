/* Applies the stored layout config to <html> before first paint; BaseLayout writes it inline into every page's head (the CSP allows it by its hash), so it costs no request. Mirrors src/components/layout/apply-theme.ts and the lists of src/stores/layout.ts (tests/unit/src/components/layout/theme-boot.test.ts fails when a value is missing here). */
(function () {
  var root = document.documentElement;
  var config = {};
  try {
    config = JSON.parse(window.localStorage.getItem('dealledger.layout') || '{}') || {};
  } catch {
    config = {};
  }
  function pick(list, value, fallback) {
    return list.indexOf(value) >= 0 ? value : fallback;
  }
  var preset = pick(['Aura', 'Lara'], config.preset, 'Aura');
  var primary = pick(
    [
      'noir',
      'emerald',
      'green',
      'lime',
      'orange',
      'amber',
      'yellow',
      'teal',
      'cyan',
      'sky',
      'blue',
      'indigo',
      'violet',
      'purple',
      'fuchsia',
      'pink',
      'rose',
    ],
    config.primary,
    'blue',
  );
  var menuMode = pick(
    ['static', 'overlay', 'slim', 'compact', 'reveal', 'drawer', 'horizontal'],
    config.menuMode,
    'static',
  );
  root.setAttribute('data-preset', preset.toLowerCase());
  root.setAttribute('data-primary', primary);
  root.setAttribute('data-menu-mode', menuMode);
  if (config.darkTheme === true) root.classList.add('app-dark');
  else root.classList.remove('app-dark');
  // Every palette but the default blue lives in a stylesheet of its own, which then holds the first paint.
  var palettes = root.getAttribute('data-palettes');
  if (primary !== 'blue' && palettes) {
    var sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = palettes;
    sheet.setAttribute('blocking', 'render');
    document.head.appendChild(sheet);
  }
})();
