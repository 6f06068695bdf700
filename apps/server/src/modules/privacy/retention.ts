// How long the things this module keeps are kept. The privacy notice (licencePrivacy in the web
// app's legal texts) promises the retention period; the account page states the export's window.

/** Identity and transaction records are kept this long after the account closes, as the law requires. */
export const RETENTION_YEARS = 5;

/** A prepared copy of a player's data can be downloaded this long, then it is deleted. */
export const DATA_EXPORT_DAYS = 7;

/** One new copy per player in this many hours: preparing one reads everything the player has. */
export const DATA_EXPORT_EVERY_HOURS = 24;

/** The first moment a closed account's personal data may be erased. */
export function erasableFrom(closedAt: Date): Date {
  const at = new Date(closedAt);
  at.setUTCFullYear(at.getUTCFullYear() + RETENTION_YEARS);
  return at;
}
