// The minimum age (MINIMUM_AGE, 18 to 25) and the higher ones some countries set: how old a date of
// birth makes a player on a given day, and whether that is under the minimum of the player's country.
// A player whose birth date is not known is not refused here: the age was confirmed at registration
// (or on the confirmation form) and the date is asked for at identity verification.

let minimumAge = 18;

/**
 * Set once from the configuration when the protection routes load. Kept here rather than passed in,
 * because assertMayPlay's callers (deposits, crypto addresses, spins, migration, bonuses) carry no
 * configuration; one process serves one site, so one value is right.
 */
export function setMinimumAge(age: number) {
  minimumAge = age;
}

export const currentMinimumAge = () => minimumAge;

/**
 * Countries whose law sets an age above the site's: what the terms and the help say ("18 or over, 20
 * or over in Japan"). A country not listed, or no country, takes MINIMUM_AGE; a site configured higher
 * keeps its own age everywhere. A country added here must be added to those texts too.
 */
export const MINIMUM_AGE_BY_COUNTRY: Readonly<Record<string, number>> = { JP: 20 };

/** The minimum age for a player of this country (ISO 3166-1 alpha-2), or of none. */
export function minimumAgeFor(countryCode: string | null | undefined, base = minimumAge): number {
  return Math.max(base, (countryCode && MINIMUM_AGE_BY_COUNTRY[countryCode.toUpperCase()]) || 0);
}

/** The countries whose age is above `base`, with that age: what the registration form names. */
export function higherMinimumAges(base = minimumAge): Record<string, number> {
  return Object.fromEntries(Object.entries(MINIMUM_AGE_BY_COUNTRY).filter(([, age]) => age > base));
}

/** Whether the date of birth makes a player of this country under its minimum age on `now`. */
export function isUnderAgeIn(
  birthDate: string | null | undefined,
  countryCode: string | null | undefined,
  now = new Date(),
): boolean {
  return isUnderAge(birthDate, now, minimumAgeFor(countryCode));
}

/**
 * Whole years from `birthDate` (YYYY-MM-DD) to `now`. The day is taken in the time zone furthest behind
 * (UTC-12), so a birthday counts only once it has begun everywhere, wherever the player is; one born
 * on 29 February comes of age on 1 March in other years.
 */
export function ageOn(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const behind = new Date(now.getTime() - 12 * 3600_000);
  const today = [behind.getUTCFullYear(), behind.getUTCMonth() + 1, behind.getUTCDate()] as const;
  const hadBirthday = today[1] > month || (today[1] === month && today[2] >= day);
  return today[0] - year - (hadBirthday ? 0 : 1);
}

export function isUnderAge(birthDate: string | null | undefined, now = new Date(), minimum = minimumAge): boolean {
  return Boolean(birthDate) && ageOn(birthDate!, now) < minimum;
}
