// Countries for pickers (registration, profile): every name plus the one for the caller's language.
import type { Country } from '@hall/contracts/country';
import type { Locale } from '@hall/contracts/locale';
import type { Executor } from '../../db/client';
import { localized } from '../../lib/localized';
import { listCountries } from './repo';

// Other modules reach this module's tables through these, never through its repository.
export { findCountry } from './repo';

export async function findCountries(db: Executor, locale: Locale, keyword?: string): Promise<Country[]> {
  const rows = await listCountries(db, keyword);
  return rows.map(({ sortOrder: _sortOrder, ...row }) => ({ ...row, name: localized(row, 'name', locale) }));
}
