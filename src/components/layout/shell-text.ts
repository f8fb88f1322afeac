/** Every user-facing string of the app shell, shared by the screens and the tests. */

export const APP_NAME = 'DealLedger';
export const COMPANY_NAME = 'DealLedger Ltd.';
export const COPYRIGHT = `© 2025 ${COMPANY_NAME} All rights reserved.`;

export const SHELL_TEXT = {
  skipToContent: 'Skip to content',
  home: 'DealLedger home',
  mainMenu: 'Main menu',
  toggleMenu: 'Toggle menu',
  closeMenu: 'Close menu',
  openMenu: 'Open menu',
  anchorMenu: 'Keep menu open',
  search: 'Search',
  searchDialog: 'Search the portal',
  closeSearch: 'Close search',
  settings: 'Settings',
  openSettings: 'Open settings',
  closeSettings: 'Close settings',
  notifications: 'Notifications',
  rightMenu: 'Activity and quick actions',
  openRightMenu: 'Open activity panel',
  closeRightMenu: 'Close activity panel',
  profile: 'Profile menu',
  breadcrumb: 'Breadcrumb',
} as const;

export const PROFILE_TEXT = {
  items: ['Profile', 'Settings', 'Calendar', 'Inbox'] as const,
  logOut: 'Log out',
  confirmHeader: 'Log out',
  confirmMessage: 'Do you want to sign out of DealLedger?',
  confirmAccept: 'Log out',
  confirmReject: 'Stay signed in',
  demoNote: 'This part of the profile is not available yet.',
} as const;

export const NOTIFICATIONS_TEXT = {
  tabs: [
    { key: 'inbox', label: 'Inbox' },
    { key: 'general', label: 'General' },
    { key: 'archived', label: 'Archived' },
  ] as const,
  markAllRead: 'Mark all as read',
  markedSummary: 'Notifications',
  markedDetail: 'All notifications are marked as read.',
  searchLabel: 'Search notifications',
  searchPlaceholder: 'Search',
  empty: 'No notifications here.',
  inboxBadge: 2,
  unread: 'unread',
} as const;

export const ERROR_PAGE_TEXT = {
  notFoundCode: '404',
  notFoundTitle: 'Page not found',
  notFoundDetail: 'The page you are looking for does not exist or has moved.',
  unauthorizedCode: '403',
  unauthorizedTitle: 'Access denied',
  unauthorizedDetail: 'You do not have the role this page needs. Ask an administrator if you think you should.',
  backToDashboard: 'Go to the dashboard',
} as const;

export const SESSION_ERROR_TEXT = {
  detail: 'The server did not answer as expected, so this page cannot be shown yet. You are not signed out.',
  retry: 'Try again',
} as const;
