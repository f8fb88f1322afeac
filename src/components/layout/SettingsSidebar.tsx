/** The settings sidebar: primary colour, preset, colour scheme and (inside the app) menu type; non-modal, 20rem, on the right. */
import { useEffect, useId, useRef, useState } from 'react';
import { X } from 'lucide-react';
import {
  $layoutConfig,
  $layoutState,
  DEFAULT_LAYOUT_CONFIG,
  INITIAL_LAYOUT_STATE,
  MENU_MODES,
  PRESETS,
  PRIMARY_COLORS,
  closeConfigSidebar,
  setDarkTheme,
  setMenuMode,
  setPreset,
  setPrimary,
} from '@/stores/layout';
import { useClientStore } from '@/components/ui/use-client-store';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { linkOtherPalettes } from './apply-theme';
import { SWATCH_CLASS, colorLabel } from './primary-swatches';
import { MENU_MODE_LABELS, SETTINGS_TEXT } from './settings-text';
import { SHELL_TEXT } from './shell-text';

const SETTINGS_PANEL_ID = 'layout-config-sidebar';

interface Props {
  /** Simple mode leaves out the menu type. */
  simple?: boolean;
}

export default function SettingsSidebar({ simple = false }: Props) {
  const config = useClientStore($layoutConfig, DEFAULT_LAYOUT_CONFIG);
  // The server's value until mounted, so hydration matches the server HTML; a sidebar opened
  // from the top bar before this island hydrated then opens right after (never a hidden "open" one).
  const { configSidebarVisible: visible } = useClientStore($layoutState, INITIAL_LAYOUT_STATE);
  const ready = useHydrated();
  const [inApp, setInApp] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const name = useId();

  useEffect(() => setInApp(/^\/app(\/|$)/.test(window.location.pathname)), []);
  // The palettes the swatches offer are fetched as the panel opens, so a chosen colour shows at once.
  useEffect(() => linkOtherPalettes(document.documentElement), []);

  useEffect(() => {
    if (panel.current) panel.current.inert = !visible;
    if (!visible) return;
    panel.current?.querySelector<HTMLElement>('button, input:checked')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeConfigSidebar();
    };
    // Dismissable (spec section 2): a press outside closes it, except on the toggles that open it.
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || panel.current?.contains(target) || target.closest?.(`[aria-controls="${SETTINGS_PANEL_ID}"]`))
        return;
      closeConfigSidebar();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [visible]);

  return (
    <aside
      ref={panel}
      id={SETTINGS_PANEL_ID}
      {...hydratedMarker(ready)}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={`layout-config-sidebar fixed right-0 z-[45] flex w-80 max-w-full flex-col gap-6 overflow-y-auto border-l border-[var(--surface-border)] bg-base-100 p-5 shadow-2xl transition-[translate,visibility] duration-200 ${
        visible ? 'visible translate-x-0' : 'invisible translate-x-full'
      }`}
    >
      <div className="flex items-center justify-between">
        <h2 id={titleId} className="text-xl font-semibold">
          {SETTINGS_TEXT.title}
        </h2>
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-sm"
          aria-label={SHELL_TEXT.closeSettings}
          onClick={closeConfigSidebar}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>

      <fieldset className="fieldset">
        <legend className="fieldset-legend">{SETTINGS_TEXT.primary}</legend>
        <div className="flex flex-wrap gap-2">
          {PRIMARY_COLORS.map((color) => (
            <input
              key={color}
              type="radio"
              name={`${name}-primary`}
              value={color}
              aria-label={colorLabel(color)}
              title={colorLabel(color)}
              checked={config.primary === color}
              onChange={() => setPrimary(color)}
              className={`size-7 cursor-pointer appearance-none rounded-full border-2 border-base-100 ${SWATCH_CLASS[color]} checked:ring-2 checked:ring-base-content checked:ring-offset-1`}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="fieldset">
        <legend className="fieldset-legend">{SETTINGS_TEXT.presets}</legend>
        <div className="join">
          {PRESETS.map((preset) => (
            <input
              key={preset}
              type="radio"
              name={`${name}-preset`}
              className="btn join-item flex-1 btn-sm"
              aria-label={preset}
              checked={config.preset === preset}
              onChange={() => setPreset(preset)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="fieldset">
        <legend className="fieldset-legend">{SETTINGS_TEXT.colorScheme}</legend>
        <div className="join">
          {[false, true].map((dark) => (
            <input
              key={String(dark)}
              type="radio"
              name={`${name}-scheme`}
              className="btn join-item flex-1 btn-sm"
              aria-label={dark ? SETTINGS_TEXT.dark : SETTINGS_TEXT.light}
              checked={config.darkTheme === dark}
              onChange={() => setDarkTheme(dark)}
            />
          ))}
        </div>
      </fieldset>

      {!simple && inApp && (
        <fieldset className="fieldset">
          <legend className="fieldset-legend">{SETTINGS_TEXT.menuType}</legend>
          <div className="grid grid-cols-2 gap-2">
            {MENU_MODES.map((mode) => (
              <label key={mode} className="label cursor-pointer gap-2 text-base-content">
                <input
                  type="radio"
                  name={`${name}-menu`}
                  className="radio radio-sm radio-primary"
                  value={mode}
                  checked={config.menuMode === mode}
                  onChange={() => setMenuMode(mode)}
                />
                {MENU_MODE_LABELS[mode]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </aside>
  );
}
