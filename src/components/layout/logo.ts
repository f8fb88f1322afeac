/**
 * The logo as a data URL: the top bar, the side menu and the footer show it without a
 * request of its own, which on a slow line costs a round trip and its headers.
 */
import logoSvg from '../../../public/images/logo.svg?raw';

export const LOGO_SRC = `data:image/svg+xml,${encodeURIComponent(logoSvg.trim())}`;
