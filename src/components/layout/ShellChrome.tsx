/** The top bar and the side menu as one island: one script request and one hydration for both. */
import ShellMenu from './ShellMenu';
import ShellTopbar from './ShellTopbar';

export default function ShellChrome({ path }: { path: string }) {
  return (
    <>
      <ShellTopbar />
      <ShellMenu path={path} />
    </>
  );
}
