/**
 * Layout config (persisted) and layout state flags of portal spec sections 3 and 4.
 * Every transition is a pure function of the state, the menu mode and the window width;
 * the actions below apply them to the stores.
 */
import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { parentKeyOf } from '@/domain/menu';

export const MENU_MODES = ['static', 'overlay', 'slim', 'compact', 'reveal', 'drawer', 'horizontal'] as const;
export type MenuMode = (typeof MENU_MODES)[number];

export const PRESETS = ['Aura', 'Lara'] as const;
export type Preset = (typeof PRESETS)[number];

export const PRIMARY_COLORS = [
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
] as const;
export type PrimaryColor = (typeof PRIMARY_COLORS)[number];

export interface LayoutConfig {
  preset: Preset;
  primary: PrimaryColor;
  darkTheme: boolean;
  menuMode: MenuMode;
}

export const DEFAULT_LAYOUT_CONFIG: LayoutConfig = {
  preset: 'Aura',
  primary: 'blue',
  darkTheme: false,
  menuMode: 'static',
};

/** The localStorage key of the config; src/boot/theme.js reads the same key before first paint. */
export const LAYOUT_CONFIG_KEY = 'dealledger.layout';

export interface LayoutState {
  staticMenuDesktopInactive: boolean;
  overlayMenuActive: boolean;
  rightMenuVisible: boolean;
  configSidebarVisible: boolean;
  staticMenuMobileActive: boolean;
  menuHoverActive: boolean;
  searchBarActive: boolean;
  sidebarActive: boolean;
  anchored: boolean;
  overlaySubmenuActive: boolean;
  activeMenuItem: string;
}

export const INITIAL_LAYOUT_STATE: LayoutState = {
  staticMenuDesktopInactive: false,
  overlayMenuActive: false,
  rightMenuVisible: false,
  configSidebarVisible: false,
  staticMenuMobileActive: false,
  menuHoverActive: false,
  searchBarActive: false,
  sidebarActive: false,
  anchored: false,
  overlaySubmenuActive: false,
  activeMenuItem: '',
};

/** Widest window that still gets the mobile menu (spec section 9: desktop is wider than 991 px). */
export const MOBILE_MAX_WIDTH = 991;
export const HOVER_CLOSE_DELAY_MS = 300;

export const isDesktop = (windowWidth: number) => windowWidth > MOBILE_MAX_WIDTH;

/** Modes whose root items open as pop-up submenus. */
export const isPopupMode = (mode: MenuMode) => mode === 'slim' || mode === 'compact' || mode === 'horizontal';

/** A config read from storage: anything unknown falls back to the default. */
export function parseLayoutConfig(raw: unknown): LayoutConfig {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const pick = <T extends string>(list: readonly T[], v: unknown, fallback: T): T =>
    list.includes(v as T) ? (v as T) : fallback;
  return {
    preset: pick(PRESETS, value.preset, DEFAULT_LAYOUT_CONFIG.preset),
    primary: pick(PRIMARY_COLORS, value.primary, DEFAULT_LAYOUT_CONFIG.primary),
    darkTheme: typeof value.darkTheme === 'boolean' ? value.darkTheme : DEFAULT_LAYOUT_CONFIG.darkTheme,
    menuMode: pick(MENU_MODES, value.menuMode, DEFAULT_LAYOUT_CONFIG.menuMode),
  };
}

function decodeConfig(text: string): LayoutConfig {
  try {
    return parseLayoutConfig(JSON.parse(text));
  } catch {
    return { ...DEFAULT_LAYOUT_CONFIG };
  }
}

/** Whether a menu item is open: it is the active item or one of its ancestors. */
export const isItemExpanded = (state: Pick<LayoutState, 'activeMenuItem'>, key: string) =>
  state.activeMenuItem === key || state.activeMenuItem.startsWith(`${key}-`);

/** Items collapse when the overlay submenu becomes inactive. */
function settle(previous: LayoutState, next: LayoutState): LayoutState {
  if (previous.overlaySubmenuActive && !next.overlaySubmenuActive) return { ...next, activeMenuItem: '' };
  return next;
}

export function toggleMenuState(state: LayoutState, mode: MenuMode, windowWidth: number): LayoutState {
  const next = { ...state };
  if (mode === 'overlay') next.overlayMenuActive = !state.overlayMenuActive;
  if (isDesktop(windowWidth)) next.staticMenuDesktopInactive = !state.staticMenuDesktopInactive;
  else next.staticMenuMobileActive = !state.staticMenuMobileActive;
  return next;
}

/** A new menu mode collapses every open item; static mode also shows the desktop menu again. */
export function menuModeChangedState(state: LayoutState, mode: MenuMode): LayoutState {
  const next = { ...state, activeMenuItem: '' };
  if (mode === 'static') next.staticMenuDesktopInactive = false;
  return settle(state, next);
}

export function toggleConfigSidebarState(state: LayoutState): LayoutState {
  const closed = {
    ...state,
    overlayMenuActive: false,
    overlaySubmenuActive: false,
    staticMenuMobileActive: false,
    menuHoverActive: false,
  };
  return settle(state, { ...closed, configSidebarVisible: !state.configSidebarVisible });
}

export interface ClickedItem {
  key: string;
  root: boolean;
  hasChildren: boolean;
  /** The item links somewhere (a path or an external url). */
  hasLink: boolean;
  disabled?: boolean;
}

export function menuItemClickState(
  state: LayoutState,
  item: ClickedItem,
  mode: MenuMode,
  windowWidth: number,
): LayoutState {
  if (item.disabled) return state;
  let next = { ...state };
  const menuOpen = state.staticMenuMobileActive || state.overlayMenuActive;
  const closesMenu = item.hasLink && menuOpen;
  if (closesMenu) next = toggleMenuState(next, mode, windowWidth);
  const popup = isPopupMode(mode);

  if (item.hasChildren) {
    const open = isItemExpanded(state, item.key);
    if (item.root && open && popup) {
      return settle(state, { ...next, overlaySubmenuActive: false, menuHoverActive: false });
    }
    next.activeMenuItem = open ? parentKeyOf(item.key) : item.key;
    if (item.root && !open && popup) {
      next.overlaySubmenuActive = true;
      next.menuHoverActive = true;
    }
    return settle(state, next);
  }

  // The link rule above already closed an open mobile menu; toggling it again would reopen it.
  if (!isDesktop(windowWidth) && !closesMenu) next.staticMenuMobileActive = !next.staticMenuMobileActive;
  if (popup) return settle(state, { ...next, overlaySubmenuActive: false, menuHoverActive: false });
  next.activeMenuItem = item.key;
  return settle(state, next);
}

/** Hovering a closed root item opens it while hover mode is on (pop-up modes, desktop only). */
export function rootItemHoverState(state: LayoutState, key: string, mode: MenuMode, windowWidth: number): LayoutState {
  if (!isPopupMode(mode) || !isDesktop(windowWidth) || !state.menuHoverActive) return state;
  if (isItemExpanded(state, key)) return state;
  return { ...state, activeMenuItem: key };
}

/** The route path sets the active item in static and overlay modes; elsewhere items collapse. */
export function routeChangedState(state: LayoutState, mode: MenuMode, keyOfPath: string | null): LayoutState {
  if (mode === 'static' || mode === 'overlay') return keyOfPath ? { ...state, activeMenuItem: keyOfPath } : state;
  return { ...state, activeMenuItem: '' };
}

/** Closes pop-up submenus and hover mode, as a click outside the menu does. */
export function closeSubmenusState(state: LayoutState): LayoutState {
  return settle(state, { ...state, overlaySubmenuActive: false, menuHoverActive: false });
}

/** Closes the overlay and mobile menus, as the mask, Escape or a navigation does. */
export function closeMenusState(state: LayoutState): LayoutState {
  return settle(state, {
    ...state,
    overlayMenuActive: false,
    staticMenuMobileActive: false,
    overlaySubmenuActive: false,
    menuHoverActive: false,
  });
}

// Stores.

export const $layoutConfig = persistentAtom<LayoutConfig>(
  LAYOUT_CONFIG_KEY,
  { ...DEFAULT_LAYOUT_CONFIG },
  {
    encode: JSON.stringify,
    decode: decodeConfig,
  },
);

export const $layoutState = atom<LayoutState>({ ...INITIAL_LAYOUT_STATE });

const windowWidth = () => (typeof window === 'undefined' ? MOBILE_MAX_WIDTH + 1 : window.innerWidth);
const mode = () => $layoutConfig.get().menuMode;
const update = (change: (state: LayoutState) => LayoutState) => $layoutState.set(change($layoutState.get()));

export const toggleMenu = () => update((s) => toggleMenuState(s, mode(), windowWidth()));
export const toggleConfigSidebar = () => update(toggleConfigSidebarState);
export const closeConfigSidebar = () => update((s) => ({ ...s, configSidebarVisible: false }));
export const onMenuItemClick = (item: ClickedItem) => update((s) => menuItemClickState(s, item, mode(), windowWidth()));
export const onRootItemHover = (key: string) => update((s) => rootItemHoverState(s, key, mode(), windowWidth()));
export const onRouteChange = (keyOfPath: string | null) => update((s) => routeChangedState(s, mode(), keyOfPath));
export const closeSubmenus = () => update(closeSubmenusState);
export const closeMenus = () => update(closeMenusState);
export const setSidebarActive = (sidebarActive: boolean) => update((s) => ({ ...s, sidebarActive }));
export const toggleAnchored = () => update((s) => ({ ...s, anchored: !s.anchored }));
export const setRightMenuVisible = (rightMenuVisible: boolean) => update((s) => ({ ...s, rightMenuVisible }));
export const setSearchBarActive = (searchBarActive: boolean) => update((s) => ({ ...s, searchBarActive }));
export const toggleSearchBar = () => update((s) => ({ ...s, searchBarActive: !s.searchBarActive }));

export function setMenuMode(menuMode: MenuMode) {
  $layoutConfig.set({ ...$layoutConfig.get(), menuMode });
  update((s) => menuModeChangedState(s, menuMode));
}

export const setPreset = (preset: Preset) => $layoutConfig.set({ ...$layoutConfig.get(), preset });
export const setPrimary = (primary: PrimaryColor) => $layoutConfig.set({ ...$layoutConfig.get(), primary });
export const setDarkTheme = (darkTheme: boolean) => $layoutConfig.set({ ...$layoutConfig.get(), darkTheme });
