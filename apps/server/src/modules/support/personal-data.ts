// What help requests erase of a closed account (privacy's erasure), and the screenshot files the
// erasure's job deletes after it commits.
export { eraseTicketsOf, screenshotsOf } from './repo';
