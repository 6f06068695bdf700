// What the migration module erases of a closed account (privacy's erasure).
export { eraseProviderAccountsOf } from './repo';
