/**
 * The panels the top bar opens: the settings sidebar and the right-hand panel. Each is
 * downloaded the first time it is opened and kept from then on, so a page load pays for
 * neither. Part of the shell's island, so it listens from the moment the top bar can be clicked.
 */
import { useEffect, useState, type ComponentType } from 'react';
import { withAppStyles } from '@/components/ui/app-styles-on-demand';
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
        void withAppStyles(() => import('./SettingsSidebar')).then((module) => setSettings(() => module.default));
      }
      if (state.rightMenuVisible && !rightAsked) {
        rightAsked = true;
        void withAppStyles(() => import('./RightMenuPanel')).then((module) => setRight(() => module.default));
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
