// The minimum age (MINIMUM_AGE, 18 to 25): how old a date of birth makes a player on a given day, and
// whether that is under the minimum. A player whose birth date is not known is not refused here: the
// age was confirmed at registration and the date is asked for at identity verification.

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
