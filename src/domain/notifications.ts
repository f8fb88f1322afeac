/**
 * The kinds of notification (DOMAIN.md "Notifications"): one list for the server, which writes
 * them and mails them, and the settings screen, which lets each user switch the e-mail of a kind
 * off. A new event (a pool's phase, a shortlist, an award) is one more entry here.
 */
export const NOTIFICATION_KINDS = [
  {
    kind: 'proposal_received',
    label: 'Proposal received',
    description: 'An investor proposes on one of your bank’s loans, or revises a proposal.',
  },
  {
    kind: 'proposal_countered',
    label: 'Proposal countered',
    description: 'A bank answers one of your organisation’s proposals with another price.',
  },
  {
    kind: 'proposal_accepted',
    label: 'Proposal accepted',
    description: 'A bank accepts one of your organisation’s proposals: it waits for your final acceptance.',
  },
  {
    kind: 'proposal_rejected',
    label: 'Proposal rejected',
    description: 'A bank rejects one of your organisation’s proposals, with its reason.',
  },
  {
    kind: 'final_acceptance_due',
    label: 'Final acceptance due',
    description: 'An accepted proposal lapses within a day unless your organisation finally accepts it.',
  },
  {
    kind: 'funds_sent',
    label: 'Funds sent',
    description: 'An investor has sent the funds for one of your bank’s deals: confirm settlement.',
  },
  {
    kind: 'deal_settled',
    label: 'Deal settled',
    description: 'A deal of your organisation is settled.',
  },
  {
    kind: 'deal_cancelled',
    label: 'Deal cancelled',
    description: 'A deal of your organisation is cancelled by the platform, with its reason.',
  },
  {
    kind: 'pool_phase_1_opened',
    label: 'Pool open for indicative bids',
    description: 'A bank lists a pool open to your organisation: accept its NDA and place an indicative bid.',
  },
  {
    kind: 'pool_phase_closed',
    label: 'Pool bidding closed',
    description: 'A bidding phase of your bank’s pool closes: read the bids, then shortlist or award.',
  },
  {
    kind: 'pool_shortlisted',
    label: 'Pool shortlist: you go on',
    description: 'A bank shortlists your organisation for a pool’s binding phase.',
  },
  {
    kind: 'pool_not_shortlisted',
    label: 'Pool shortlist: you do not go on',
    description: 'A bank closes a pool’s indicative phase without shortlisting your organisation.',
  },
  {
    kind: 'pool_award_invited',
    label: 'Pool awarded to you',
    description: 'A bank awards your organisation a pool, or invites you as backup: confirm it within 2 business days.',
  },
  {
    kind: 'pool_award_result',
    label: 'Pool award result',
    description: 'A bank awards a pool you bid on: your organisation did not win, or is a backup bidder.',
  },
  {
    kind: 'pool_award_ended',
    label: 'Pool not confirmed',
    description: 'No awarded bidder confirmed one of your bank’s pools: its loans are back with the bank.',
  },
  {
    kind: 'change_to_check',
    label: 'A change waits for you',
    description: 'Someone asks for a change that you, as a checker, may approve or reject.',
  },
  {
    kind: 'change_approved',
    label: 'Your change approved',
    description: 'A checker approves a change you asked for.',
  },
  {
    kind: 'change_rejected',
    label: 'Your change rejected',
    description: 'A checker rejects a change you asked for, with the reason.',
  },
  {
    kind: 'pool_question_received',
    label: 'Pool question received',
    description: 'An investor asks a question in the data room of one of your bank’s pools.',
  },
  {
    kind: 'pool_question_answered',
    label: 'Pool question answered',
    description: 'A bank answers your question in a pool’s data room, or publishes an answer to every bidder.',
  },
] as const satisfies readonly { kind: string; label: string; description: string }[];

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]['kind'];

export const NOTIFICATION_KIND_CODES = NOTIFICATION_KINDS.map((entry) => entry.kind) as [
  NotificationKind,
  ...NotificationKind[],
];

export const isNotificationKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KIND_CODES as readonly string[]).includes(kind);

export const notificationKindLabel = (kind: string): string =>
  NOTIFICATION_KINDS.find((entry) => entry.kind === kind)?.label ?? kind;

/** At most this many unread notifications show on the main dashboard; the rest wait their turn. */
export const ATTENTION_NOTIFICATIONS_SHOWN = 20;
