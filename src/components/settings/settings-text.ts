/** The words of the settings page. */
export const SETTINGS_TEXT = {
  notificationsTitle: 'E-mail notifications',
  notificationsIntro:
    'Everything that needs you shows under “Needs your attention” on your main dashboard. Choose which of these are e-mailed to you as well.',
  emailSwitch: (label: string) => `E-mail me: ${label}`,
  save: 'Save settings',
  saving: 'Saving…',
  saved: 'Your notification settings are saved.',
  saveFailed: 'Your settings could not be saved. Try again.',
  on: 'On',
  off: 'Off',
} as const;
