/** Writes the layout config and the menu flags onto <html>, where the shell's CSS reads them. */
import type { LayoutConfig, LayoutState } from '@/stores/layout';

export const DARK_CLASS = 'app-dark';

/** The <html> attributes a config stands for; src/boot/theme.js writes the same before first paint. */
export function themeAttributes(config: LayoutConfig): Record<string, string> {
  return {
    'data-preset': config.preset.toLowerCase(),
    'data-primary': config.primary,
    'data-menu-mode': config.menuMode,
  };
}

/** The primary colour whose palette is in the main stylesheet; the others come with other-palettes.css. */
export const BUILT_IN_PRIMARY = 'blue';

/**
 * Links the stylesheet of the palettes other than blue, once; its address is on <html data-palettes>.
 * src/boot/theme.js does the same before first paint for a stored colour.
 */
export function linkOtherPalettes(root: HTMLElement): void {
  const href = root.getAttribute('data-palettes');
  const doc = root.ownerDocument;
  if (
    !href ||
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
      (link) => link.getAttribute('href') === href,
    )
  )
    return;
  const sheet = doc.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = href;
  doc.head.append(sheet);
}

export function applyTheme(config: LayoutConfig, root: HTMLElement): void {
  if (config.primary !== BUILT_IN_PRIMARY) linkOtherPalettes(root);
  for (const [name, value] of Object.entries(themeAttributes(config))) root.setAttribute(name, value);
  root.classList.toggle(DARK_CLASS, config.darkTheme);
}

/** Switches the colour scheme through a view transition where the browser has one. */
export function applyThemeAnimated(config: LayoutConfig, root: HTMLElement): void {
  const schemeChanges = root.classList.contains(DARK_CLASS) !== config.darkTheme;
  const doc = root.ownerDocument as Document & { startViewTransition?: (update: () => void) => unknown };
  const reducedMotion = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (schemeChanges && typeof doc.startViewTransition === 'function' && !reducedMotion) {
    doc.startViewTransition(() => applyTheme(config, root));
  } else {
    applyTheme(config, root);
  }
}

/** The menu flags as boolean attributes: present when the flag is on. */
export function menuFlagAttributes(state: LayoutState): Record<string, boolean> {
  return {
    'data-static-inactive': state.staticMenuDesktopInactive,
    'data-overlay-active': state.overlayMenuActive,
    'data-mobile-active': state.staticMenuMobileActive,
    'data-sidebar-expanded': state.sidebarActive || state.anchored,
    'data-anchored': state.anchored,
  };
}

export function applyMenuFlags(state: LayoutState, root: HTMLElement): void {
  for (const [name, on] of Object.entries(menuFlagAttributes(state))) root.toggleAttribute(name, on);
}
