import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT_CONFIG,
  INITIAL_LAYOUT_STATE,
  closeMenusState,
  closeSubmenusState,
  isItemExpanded,
  menuItemClickState,
  menuModeChangedState,
  parseLayoutConfig,
  rootItemHoverState,
  routeChangedState,
  toggleConfigSidebarState,
  toggleMenuState,
  type LayoutState,
} from '@/stores/layout';

const DESKTOP = 1280;
const PHONE = 390;
const state = (patch: Partial<LayoutState> = {}): LayoutState => ({ ...INITIAL_LAYOUT_STATE, ...patch });

describe('layout config and state defaults (spec section 3)', () => {
  it('defaults to the Aura preset, blue, light and the static menu', () => {
    expect(DEFAULT_LAYOUT_CONFIG).toEqual({ preset: 'Aura', primary: 'blue', darkTheme: false, menuMode: 'static' });
  });

  it('starts with every flag off and no active menu item', () => {
    expect(Object.values({ ...INITIAL_LAYOUT_STATE, activeMenuItem: false }).every((value) => value === false)).toBe(
      true,
    );
    expect(INITIAL_LAYOUT_STATE.activeMenuItem).toBe('');
  });

  it('falls back to the default for anything unknown in a stored config', () => {
    expect(parseLayoutConfig({ preset: 'Lara', primary: 'mauve', darkTheme: 'yes', menuMode: 'slim' })).toEqual({
      preset: 'Lara',
      primary: 'blue',
      darkTheme: false,
      menuMode: 'slim',
    });
  });
});

describe('menu toggling (spec section 4)', () => {
  it('flips the overlay flag in overlay mode', () => {
    expect(toggleMenuState(state(), 'overlay', DESKTOP).overlayMenuActive).toBe(true);
    expect(toggleMenuState(state({ overlayMenuActive: true }), 'overlay', DESKTOP).overlayMenuActive).toBe(false);
  });

  it('leaves the overlay flag alone in other modes', () => {
    expect(toggleMenuState(state(), 'static', DESKTOP).overlayMenuActive).toBe(false);
  });

  it('flips desktop-inactive on a window wider than 991 px', () => {
    const next = toggleMenuState(state(), 'static', 992);
    expect(next.staticMenuDesktopInactive).toBe(true);
    expect(next.staticMenuMobileActive).toBe(false);
  });

  it('flips mobile-active on a window of 991 px or less', () => {
    const next = toggleMenuState(state(), 'static', 991);
    expect(next.staticMenuMobileActive).toBe(true);
    expect(next.staticMenuDesktopInactive).toBe(false);
  });

  it('resets desktop-inactive when static mode is chosen', () => {
    expect(menuModeChangedState(state({ staticMenuDesktopInactive: true }), 'static').staticMenuDesktopInactive).toBe(
      false,
    );
    expect(menuModeChangedState(state({ staticMenuDesktopInactive: true }), 'slim').staticMenuDesktopInactive).toBe(
      true,
    );
  });

  it('collapses every open item when the menu mode changes', () => {
    expect(menuModeChangedState(state({ activeMenuItem: '2-1' }), 'overlay').activeMenuItem).toBe('');
  });
});

describe('config sidebar toggling (spec section 4)', () => {
  it('closes the overlay, submenu and mobile menus and clears hover, then opens the sidebar', () => {
    const next = toggleConfigSidebarState(
      state({
        overlayMenuActive: true,
        overlaySubmenuActive: true,
        staticMenuMobileActive: true,
        menuHoverActive: true,
      }),
    );
    expect(next).toMatchObject({
      overlayMenuActive: false,
      overlaySubmenuActive: false,
      staticMenuMobileActive: false,
      menuHoverActive: false,
      configSidebarVisible: true,
    });
  });

  it('closes an open sidebar', () => {
    expect(toggleConfigSidebarState(state({ configSidebarVisible: true })).configSidebarVisible).toBe(false);
  });
});

describe('menu item clicks (spec section 4)', () => {
  const group = { key: '1', root: true, hasChildren: true, hasLink: false };
  const nested = { key: '1-2', root: false, hasChildren: true, hasLink: false };
  const leaf = { key: '1-0', root: false, hasChildren: false, hasLink: true };

  it('opens a closed item with children and closes an open one', () => {
    const opened = menuItemClickState(state(), nested, 'static', DESKTOP);
    expect(opened.activeMenuItem).toBe('1-2');
    expect(isItemExpanded(opened, '1-2')).toBe(true);
    const closed = menuItemClickState(opened, nested, 'static', DESKTOP);
    expect(closed.activeMenuItem).toBe('1');
    expect(isItemExpanded(closed, '1-2')).toBe(false);
  });

  it.each(['slim', 'compact', 'horizontal'] as const)(
    'in %s mode, a closed root item opens with overlay submenu and hover on',
    (mode) => {
      const next = menuItemClickState(state(), group, mode, DESKTOP);
      expect(next).toMatchObject({ activeMenuItem: '1', overlaySubmenuActive: true, menuHoverActive: true });
    },
  );

  it.each(['slim', 'compact', 'horizontal'] as const)(
    'in %s mode, an open root item closes the submenu and hover mode',
    (mode) => {
      const next = menuItemClickState(
        state({ activeMenuItem: '1', overlaySubmenuActive: true, menuHoverActive: true }),
        group,
        mode,
        DESKTOP,
      );
      expect(next).toMatchObject({ overlaySubmenuActive: false, menuHoverActive: false, activeMenuItem: '' });
    },
  );

  it('a leaf click on a phone toggles the mobile menu', () => {
    const command = { key: '0-0', root: false, hasChildren: false, hasLink: false };
    expect(menuItemClickState(state(), command, 'static', PHONE).staticMenuMobileActive).toBe(true);
  });

  it('a leaf click on a desktop leaves the mobile menu alone', () => {
    const command = { key: '0-0', root: false, hasChildren: false, hasLink: false };
    expect(menuItemClickState(state(), command, 'static', DESKTOP).staticMenuMobileActive).toBe(false);
  });

  it.each(['slim', 'compact', 'horizontal'] as const)('in %s mode, a leaf click closes the overlay submenu', (mode) => {
    const next = menuItemClickState(
      state({ activeMenuItem: '1', overlaySubmenuActive: true, menuHoverActive: true }),
      leaf,
      mode,
      DESKTOP,
    );
    expect(next).toMatchObject({ overlaySubmenuActive: false, menuHoverActive: false });
  });

  it('in static mode, a leaf click makes it the active item', () => {
    expect(menuItemClickState(state(), leaf, 'static', DESKTOP).activeMenuItem).toBe('1-0');
  });

  it('a leaf with a route closes the open mobile menu', () => {
    expect(
      menuItemClickState(state({ staticMenuMobileActive: true }), leaf, 'static', PHONE).staticMenuMobileActive,
    ).toBe(false);
  });

  it('a leaf with a route closes the open overlay menu', () => {
    expect(menuItemClickState(state({ overlayMenuActive: true }), leaf, 'overlay', DESKTOP).overlayMenuActive).toBe(
      false,
    );
  });

  it('a disabled item does nothing', () => {
    const before = state({ staticMenuMobileActive: true });
    expect(menuItemClickState(before, { ...leaf, disabled: true }, 'static', PHONE)).toBe(before);
  });

  it('hovering a closed root item opens it while hover mode is on', () => {
    const hovering = state({ activeMenuItem: '1', menuHoverActive: true, overlaySubmenuActive: true });
    expect(rootItemHoverState(hovering, '2', 'slim', DESKTOP).activeMenuItem).toBe('2');
    expect(rootItemHoverState(state(), '2', 'slim', DESKTOP).activeMenuItem).toBe('');
    expect(rootItemHoverState(hovering, '2', 'static', DESKTOP).activeMenuItem).toBe('1');
  });
});

describe('collapsing and the route (spec section 4)', () => {
  it('collapses items when the overlay submenu becomes inactive', () => {
    expect(closeSubmenusState(state({ activeMenuItem: '3', overlaySubmenuActive: true })).activeMenuItem).toBe('');
  });

  it('keeps the active item when the overlay submenu was not active', () => {
    expect(closeMenusState(state({ activeMenuItem: '3-1', overlayMenuActive: true })).activeMenuItem).toBe('3-1');
  });

  it.each(['static', 'overlay'] as const)('in %s mode the route path sets the active item', (mode) => {
    expect(routeChangedState(state(), mode, '2-3').activeMenuItem).toBe('2-3');
  });

  it.each(['slim', 'compact', 'reveal', 'drawer', 'horizontal'] as const)(
    'in %s mode a route change collapses the items',
    (mode) => {
      expect(routeChangedState(state({ activeMenuItem: '2' }), mode, '2-3').activeMenuItem).toBe('');
    },
  );
});
