/** The static demonstration content of the top bar and the right-hand panel (portal spec section 2). */

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
  { id: 1, tab: 'inbox', title: 'New proposal received', detail: 'Summit Capital proposed on loan NW-1042.', time: '2 min ago', unread: true },
  { id: 2, tab: 'inbox', title: 'Batch approved', detail: 'Your batch of 12 mortgages is approved for listing.', time: '1 hour ago', unread: true },
  { id: 3, tab: 'general', title: 'Scheduled maintenance', detail: 'The portal is read-only on Sunday from 02:00 to 03:00 UTC.', time: 'Yesterday', unread: false },
  { id: 4, tab: 'general', title: 'New data-tape template', detail: 'The bulk upload template now includes energy-performance fields.', time: '3 days ago', unread: false },
  { id: 5, tab: 'archived', title: 'Deal settled', detail: 'Deal D-2207 settled with Harbour Pension Fund.', time: 'Last week', unread: false },
];

export interface ActivityEvent {
  id: number;
  title: string;
  detail: string;
  amount?: string;
  time: string;
  icon: 'sale' | 'withdrawal' | 'question' | 'comment';
}

export const SAMPLE_ACTIVITY: readonly ActivityEvent[] = [
  { id: 1, title: 'New Sale', detail: 'Richard Jones has purchased a listing report.', amount: '$79', time: '2 min ago', icon: 'sale' },
  { id: 2, title: 'Withdrawal Initiated', detail: 'Your request for withdrawal has been initiated.', amount: '$2500', time: '1 hour ago', icon: 'withdrawal' },
  { id: 3, title: 'Question Received', detail: 'Jane Davis has posted a new question about a listing.', time: 'Today', icon: 'question' },
  { id: 4, title: 'Comment Received', detail: 'Claire Smith has commented on your deal.', time: 'Yesterday', icon: 'comment' },
];

/** A card of the Quick Withdraw sample (portal spec section 3, "Card option"). */
export interface CardOption {
  label: string;
  value: { id: number; name: string; code: string };
}

export const SAMPLE_CARDS: readonly CardOption[] = [
  { label: '**** **** **** 4242', value: { id: 1, name: 'Visa', code: 'A1' } },
  { label: '**** **** **** 5555', value: { id: 2, name: 'Mastercard', code: 'A2' } },
];
