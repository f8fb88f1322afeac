/** Every table of the database, one file per area. */
export * from './organisations.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './auth.ts';
export * from './registrations.ts';
export * from './loan-fields.ts';
export * from './batches.ts';
export * from './loans.ts';
export * from './approvals.ts';
export * from './trading.ts';
export * from './notifications.ts';
export * from './pools.ts';
export * from './pool-participants.ts';
export * from './pool-bids.ts';
export * from './pool-room.ts';
export * from './loan-book.ts';
export * from './pending-tallies.ts';
