/**
 * The top bar island: logo, menu toggle, search, settings, notifications, profile and the right-hand
 * panel toggle. The search dialog is downloaded the first time it is asked for.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Menu, PanelRight, Search, Settings, X } from 'lucide-react';
import { DASHBOARD_PATH } from '@/domain/routes';
import {
  $layoutConfig,
  $layoutState,
  DEFAULT_LAYOUT_CONFIG,
  INITIAL_LAYOUT_STATE,
  setRightMenuVisible,
  toggleConfigSidebar,
  toggleMenu,
  toggleSearchBar,
} from '@/stores/layout';
import { useClientStore } from '@/components/ui/use-client-store';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import NotificationsPanel from './NotificationsPanel';
import ProfileMenu from './ProfileMenu';
import { LOGO_SRC } from './logo';
import { APP_NAME, SHELL_TEXT } from './shell-text';
import { syncDocument } from './sync-document';
import { useIsDesktop } from './use-is-desktop';
import { withAppStyles } from '@/components/ui/app-styles-on-demand';

const SearchDialog = lazy(() => withAppStyles(() => import('./SearchDialog')));

export default function ShellTopbar() {
  const { menuMode } = useClientStore($layoutConfig, DEFAULT_LAYOUT_CONFIG);
  const state = useClientStore($layoutState, INITIAL_LAYOUT_STATE);
  const ready = useHydrated();
  const desktop = useIsDesktop();

  const [searchAsked, setSearchAsked] = useState(false);

  useEffect(() => syncDocument(), []);
  useEffect(() => {
    if (state.searchBarActive) setSearchAsked(true);
  }, [state.searchBarActive]);

  const menuOpen = desktop
    ? menuMode === 'overlay'
      ? state.overlayMenuActive
      : !state.staticMenuDesktopInactive
    : state.staticMenuMobileActive || state.overlayMenuActive;

  return (
    <header className="layout-topbar flex items-center gap-1 px-2 sm:gap-2 sm:px-4" {...hydratedMarker(ready)}>
      <a href="#main" className="btn absolute top-3 left-2 z-50 -translate-y-24 btn-primary btn-sm focus:translate-y-0">
        {SHELL_TEXT.skipToContent}
      </a>
      <a
        href={DASHBOARD_PATH}
        className="flex items-center gap-2 rounded-field px-1 text-lg font-bold lg:w-60"
        aria-label={SHELL_TEXT.home}
      >
        <img src={LOGO_SRC} alt="" width="32" height="32" />
        <span className="hidden sm:inline">{APP_NAME}</span>
      </a>
      <button
        type="button"
        className={`layout-menu-button btn swap btn-circle swap-rotate btn-ghost ${menuOpen ? 'swap-active' : ''}`}
        aria-label={SHELL_TEXT.toggleMenu}
        aria-controls="layout-sidebar"
        aria-expanded={menuOpen}
        disabled={!ready}
        onClick={toggleMenu}
      >
        <Menu aria-hidden="true" className="swap-off size-5" />
        <X aria-hidden="true" className="swap-on size-5" />
      </button>
      <div className="flex-1" />
      <button
        type="button"
        className="btn btn-circle btn-ghost"
        aria-label={SHELL_TEXT.search}
        aria-haspopup="dialog"
        disabled={!ready}
        onClick={toggleSearchBar}
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className="btn btn-circle btn-ghost"
        aria-label={SHELL_TEXT.openSettings}
        aria-controls="layout-config-sidebar"
        aria-expanded={state.configSidebarVisible}
        disabled={!ready}
        onClick={toggleConfigSidebar}
      >
        <Settings aria-hidden="true" className="size-5" />
      </button>
      <NotificationsPanel ready={ready} />
      <ProfileMenu ready={ready} />
      <button
        type="button"
        className="btn btn-circle btn-ghost"
        aria-label={SHELL_TEXT.openRightMenu}
        aria-haspopup="dialog"
        aria-expanded={state.rightMenuVisible}
        disabled={!ready}
        onClick={() => setRightMenuVisible(true)}
      >
        <PanelRight aria-hidden="true" className="size-5" />
      </button>
      {searchAsked && (
        <Suspense fallback={null}>
          <SearchDialog />
        </Suspense>
      )}
    </header>
  );
}
