/**
 * The top bar, the side menu and the panels the top bar opens as one island: one script
 * request and one hydration for all of them. The panels render nothing until first opened.
 */
import ShellMenu from './ShellMenu';
import ShellPanels from './ShellPanels';
import ShellTopbar from './ShellTopbar';

export default function ShellChrome({ path }: { path: string }) {
  return (
    <>
      <ShellTopbar />
      <ShellMenu path={path} />
      <ShellPanels />
    </>
  );
}
