/** Whether the window is wider than the desktop breakpoint of spec section 9, kept current on resize. */
import { useEffect, useState } from 'react';
import { MOBILE_MAX_WIDTH } from '@/stores/layout';

const QUERY = `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`;

export function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(true);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const update = () => setDesktop(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return desktop;
}
