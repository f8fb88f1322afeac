export * from './proposal-status';
export * from './deal-status';
export * from './amounts';
export * from './business-days';
export * from './proposal-terms';
export * from './relisting';
