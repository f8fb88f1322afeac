/** Renders the global feedback island into a host element, for pages that load it on demand. */
import { createRoot } from 'react-dom/client';
import GlobalFeedback from './GlobalFeedback';

export function mountFeedback(host: HTMLElement): void {
  createRoot(host).render(<GlobalFeedback />);
  host.dataset['hydrated'] = 'true';
}
