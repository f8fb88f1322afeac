/** The side menu island: the menu model for the signed-in user in whichever of the seven menu modes is chosen. */
import { useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Menu, Pin, PinOff, X } from 'lucide-react';
import { buildMenu, keyForPath } from '@/domain/menu';
import { $roles, $sessionReady } from '@/stores/auth';
import {
  $layoutConfig,
  $layoutState,
  HOVER_CLOSE_DELAY_MS,
  closeMenus,
  closeSubmenus,
  onRouteChange,
  setSidebarActive,
  toggleAnchored,
} from '@/stores/layout';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { LOGO_SRC } from './logo';
import MenuItemView from './MenuItemView';
import { SHELL_TEXT } from './shell-text';
import { useIsDesktop } from './use-is-desktop';

export default function ShellMenu({ path }: { path: string }) {
  const roles = useStore($roles);
  const ready = useStore($sessionReady);
  const { menuMode } = useStore($layoutConfig);
  const state = useStore($layoutState);
  const desktop = useIsDesktop();
  const hydrated = useHydrated();
  const [pathname, setPathname] = useState(path);
  const sidebar = useRef<HTMLElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const model = useMemo(() => (ready ? buildMenu(roles) : []), [ready, roles]);
  const railMode = desktop && (menuMode === 'reveal' || menuMode === 'drawer');

  useEffect(() => {
    const read = () => setPathname(window.location.pathname);
    read();
    document.addEventListener('astro:page-load', read);
    return () => document.removeEventListener('astro:page-load', read);
  }, []);

  useEffect(() => {
    if (ready) onRouteChange(keyForPath(model, pathname));
  }, [ready, model, pathname]);

  // A menu that is off screen must not take keyboard focus.
  const hidden = desktop
    ? (menuMode === 'static' && state.staticMenuDesktopInactive) || (menuMode === 'overlay' && !state.overlayMenuActive)
    : !(state.staticMenuMobileActive || state.overlayMenuActive);
  useEffect(() => {
    if (sidebar.current) sidebar.current.inert = hidden;
  }, [hidden]);
  // A phone's menu is off screen until opened: its items are rendered when it first opens, not at load.
  const [openedOnPhone, setOpenedOnPhone] = useState(false);
  if (!desktop && !hidden && !openedOnPhone) setOpenedOnPhone(true);
  const itemsShown = desktop || openedOnPhone;

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (sidebar.current?.contains(target)) return;
      if ($layoutState.get().overlaySubmenuActive) closeSubmenus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const current = $layoutState.get();
      if (current.overlaySubmenuActive) closeSubmenus();
      if (current.overlayMenuActive || current.staticMenuMobileActive) closeMenus();
      if (current.sidebarActive) setSidebarActive(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  const cancelClose = () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  };
  const open = (event?: FocusEvent) => {
    // The drawer's handle opens on click, so focusing it must not hide it under the keyboard.
    if (!railMode || (event && (event.target as HTMLElement).classList.contains('layout-drawer-open'))) return;
    cancelClose();
    if (!$layoutState.get().sidebarActive) setSidebarActive(true);
  };
  const closeLater = () => {
    if (!railMode) return;
    cancelClose();
    hoverTimer.current = setTimeout(() => setSidebarActive(false), HOVER_CLOSE_DELAY_MS);
  };
  const onBlur = (event: FocusEvent) => {
    if (!sidebar.current?.contains(event.relatedTarget as Node | null)) closeLater();
  };
  const openDrawer = () => {
    cancelClose();
    setSidebarActive(true);
    sidebar.current?.querySelector<HTMLElement>('.layout-menu a[href]')?.focus();
  };

  return (
    <>
      <nav
        ref={sidebar}
        id="layout-sidebar"
        className="layout-sidebar"
        aria-label={SHELL_TEXT.mainMenu}
        onMouseEnter={() => open()}
        onMouseLeave={closeLater}
        onFocus={open}
        onBlur={onBlur}
        {...hydratedMarker(hydrated)}
      >
        <div className="layout-sidebar-tools items-center justify-between gap-2 px-3 pt-3">
          <button
            type="button"
            className="layout-drawer-open btn btn-square btn-ghost"
            aria-label={SHELL_TEXT.openMenu}
            aria-expanded={false}
            disabled={!hydrated}
            onClick={openDrawer}
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
          <span className="layout-sidebar-brand flex items-center gap-2 font-semibold">
            <img src={LOGO_SRC} alt="" width="28" height="28" />
            <span className="layout-label">DealLedger</span>
          </span>
          <button
            type="button"
            className="layout-anchor btn btn-square btn-ghost btn-sm"
            aria-label={SHELL_TEXT.anchorMenu}
            aria-pressed={state.anchored}
            disabled={!hydrated}
            onClick={toggleAnchored}
          >
            {state.anchored ? (
              <PinOff aria-hidden="true" className="size-4" />
            ) : (
              <Pin aria-hidden="true" className="size-4" />
            )}
          </button>
          <button
            type="button"
            className="layout-menu-close btn btn-square btn-ghost btn-sm"
            aria-label={SHELL_TEXT.closeMenu}
            disabled={!hydrated}
            onClick={closeMenus}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <ul className="layout-menu menu">
          {(itemsShown ? model : []).map((item, index) => (
            <MenuItemView
              key={item.label}
              item={item}
              index={index}
              parentKey=""
              root
              pathname={pathname}
              state={state}
            />
          ))}
        </ul>
      </nav>
      <div className="layout-mask" aria-hidden="true" onClick={closeMenus} />
    </>
  );
}
