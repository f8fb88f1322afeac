export * from './vocabulary';
export * from './fields';
export * from './messages';
export * from './validate';
export * from './remaining-term';
export * from './status';
export { todayIso, parseIsoDate } from './dates';
