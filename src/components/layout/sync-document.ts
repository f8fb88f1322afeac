/** Keeps <html> in step with the layout stores for as long as the shell is on the page. */
import { $layoutConfig, $layoutState } from '@/stores/layout';
import { applyMenuFlags, applyThemeAnimated } from './apply-theme';

let stop: (() => void) | null = null;

export function syncDocument(): () => void {
  if (stop) return stop;
  const root = document.documentElement;
  const unConfig = $layoutConfig.subscribe((config) => applyThemeAnimated(config, root));
  const unState = $layoutState.subscribe((state) => applyMenuFlags(state, root));
  stop = () => {
    unConfig();
    unState();
    stop = null;
  };
  return stop;
}
