/**
 * The panels the top bar opens: the settings sidebar and the right-hand panel. Each is
 * downloaded the first time it is opened and kept from then on, so a page load pays for
 * neither. A panel opened before this island hydrated is loaded as soon as it has.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { $layoutState, type LayoutState } from '@/stores/layout';

type SettingsPanel = ComponentType<{ simple?: boolean }>;
type RightPanel = ComponentType;

export default function ShellPanels({ simple = false }: { simple?: boolean }) {
  const [Settings, setSettings] = useState<SettingsPanel | null>(null);
  const [Right, setRight] = useState<RightPanel | null>(null);

  useEffect(() => {
    let settingsAsked = false;
    let rightAsked = false;
    const loadOpened = (state: LayoutState) => {
      if (state.configSidebarVisible && !settingsAsked) {
        settingsAsked = true;
        void import('./SettingsSidebar').then((module) => setSettings(() => module.default));
      }
      if (state.rightMenuVisible && !rightAsked) {
        rightAsked = true;
        void import('./RightMenuPanel').then((module) => setRight(() => module.default));
      }
    };
    return $layoutState.subscribe(loadOpened);
  }, []);

  return (
    <>
      {Settings && <Settings simple={simple} />}
      {Right && <Right />}
    </>
  );
}
