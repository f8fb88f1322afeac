/** The panels the top bar opens on demand: the settings sidebar and the right-hand panel. */
import RightMenuPanel from './RightMenuPanel';
import SettingsSidebar from './SettingsSidebar';

export default function ShellPanels({ simple = false }: { simple?: boolean }) {
  return (
    <>
      <SettingsSidebar simple={simple} />
      <RightMenuPanel />
    </>
  );
}
