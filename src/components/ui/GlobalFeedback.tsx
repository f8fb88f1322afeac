/** The page-wide toasts and confirmation dialog, mounted once per page. */
import ConfirmDialog from './ConfirmDialog';
import ToastRegion from './ToastRegion';

export default function GlobalFeedback() {
  return (
    <>
      <ToastRegion />
      <ConfirmDialog />
    </>
  );
}
