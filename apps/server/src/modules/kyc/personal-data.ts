// What the identity check erases of a closed account (privacy's erasure), the photo files the
// erasure's job deletes after it commits, and the checks' history the data export shows.
export { eraseIdentityChecksOf, identityCheckHistory, identityPhotosOf } from './repo';
