// The ledger's totals by kind and local period (hour, day or month in the site's time zone): what the
// dashboard and the finance reports are made of, asked one way for both. The queries are the
// ledger repository's; this is the narrow part of it other modules may ask.
export { sumsByKindAndPeriod, voidsByPeriod } from './repo';
