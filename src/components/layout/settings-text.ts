/** The words of the settings sidebar, downloaded with it. */

export const SETTINGS_TEXT = {
  title: 'Settings',
  primary: 'Primary',
  presets: 'Presets',
  colorScheme: 'Color Scheme',
  light: 'Light',
  dark: 'Dark',
  menuType: 'Menu Type',
} as const;

export const MENU_MODE_LABELS = {
  static: 'Static',
  overlay: 'Overlay',
  slim: 'Slim',
  compact: 'Compact',
  reveal: 'Reveal',
  drawer: 'Drawer',
  horizontal: 'Horizontal',
} as const;
