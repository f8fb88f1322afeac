/** The maker/checker engine: an app's registry of action types, then make, approve, reject and cancel actions. */
export * from './action-types.ts';
export * from './registry.ts';
export * from './engine.ts';
export { MAKER_CHECKER_MESSAGES } from './messages.ts';
