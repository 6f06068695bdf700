// The player lookup the protection rules need. Kept apart from service.ts, which applies protection's
// identity-match rules: protection importing the service would close a cycle.
export { findUserById } from './repo';
