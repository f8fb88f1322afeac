/** The static demonstration notifications of the top bar (portal spec section 2). */

export type NotificationTab = 'inbox' | 'general' | 'archived';

export interface SampleNotification {
  id: number;
  tab: NotificationTab;
  title: string;
  detail: string;
  time: string;
  unread: boolean;
}

export const SAMPLE_NOTIFICATIONS: readonly SampleNotification[] = [
  {
    id: 1,
    tab: 'inbox',
    title: 'New proposal received',
    detail: 'Summit Capital proposed on loan NW-1042.',
    time: '2 min ago',
    unread: true,
  },
  {
    id: 2,
    tab: 'inbox',
    title: 'Batch approved',
    detail: 'Your batch of 12 mortgages is approved for listing.',
    time: '1 hour ago',
    unread: true,
  },
  {
    id: 3,
    tab: 'general',
    title: 'Scheduled maintenance',
    detail: 'The portal is read-only on Sunday from 02:00 to 03:00 UTC.',
    time: 'Yesterday',
    unread: false,
  },
  {
    id: 4,
    tab: 'general',
    title: 'New data-tape template',
    detail: 'The bulk upload template now includes energy-performance fields.',
    time: '3 days ago',
    unread: false,
  },
  {
    id: 5,
    tab: 'archived',
    title: 'Deal settled',
    detail: 'Deal D-2207 settled with Harbour Pension Fund.',
    time: 'Last week',
    unread: false,
  },
];
