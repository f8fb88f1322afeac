/** The words and the static demonstration content of the right-hand panel (portal spec section 2), downloaded with it. */

export const RIGHT_MENU_TEXT = {
  activity: 'Activity',
  quickWithdraw: 'Quick Withdraw',
  amount: 'Amount',
  selectCard: 'Select a Card',
  confirm: 'Confirm',
  shipmentTracking: 'Shipment Tracking',
  shipmentText: 'Track your ongoing shipments to customers.',
  mapAlt: 'Map of ongoing shipments',
} as const;

export interface ActivityEvent {
  id: number;
  title: string;
  detail: string;
  amount?: string;
  time: string;
  icon: 'sale' | 'withdrawal' | 'question' | 'comment';
}

export const SAMPLE_ACTIVITY: readonly ActivityEvent[] = [
  {
    id: 1,
    title: 'New Sale',
    detail: 'Richard Jones has purchased a listing report.',
    amount: '$79',
    time: '2 min ago',
    icon: 'sale',
  },
  {
    id: 2,
    title: 'Withdrawal Initiated',
    detail: 'Your request for withdrawal has been initiated.',
    amount: '$2500',
    time: '1 hour ago',
    icon: 'withdrawal',
  },
  {
    id: 3,
    title: 'Question Received',
    detail: 'Jane Davis has posted a new question about a listing.',
    time: 'Today',
    icon: 'question',
  },
  {
    id: 4,
    title: 'Comment Received',
    detail: 'Claire Smith has commented on your deal.',
    time: 'Yesterday',
    icon: 'comment',
  },
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
