// Every table, gathered for drizzle's typed client and for drizzle-kit.
export * from './country';
export * from './user';
export * from './agent';
export * from './ephemeral';
export * from './rate-limit';
export * from './mail';
export * from './ledger';
export * from './operator';
export * from './pay';
export * from './bank';
export * from './draw';
export * from './kyc';
export * from './game';
export * from './content';
export * from './jobs';
export * from './adjustment';
export * from './crypto';
