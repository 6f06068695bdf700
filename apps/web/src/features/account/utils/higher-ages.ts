// The countries whose law sets an age above the site's (the server's minimumAgeByCountry), as the
// registration box names them: "Japan: 20", in the interface language.
import { currentLocale } from '../../../lib/locale';

export function higherAgesText(ages: Record<string, number> | undefined, locale: string = currentLocale()): string {
  const entries = Object.entries(ages ?? {});
  if (entries.length === 0) return '';
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return entries.map(([code, age]) => `${names.of(code) ?? code}: ${age}`).join(', ');
}
