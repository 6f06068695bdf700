// Queries on the seeded countries table.
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries } from '../../db/schema/country';
import { escapeLike } from '../../db/filters';

export async function listCountries(db: Executor, keyword?: string) {
  const pattern = keyword ? `%${escapeLike(keyword)}%` : undefined;
  return db
    .select()
    .from(countries)
    .where(
      pattern
        ? or(
            ilike(countries.code, pattern),
            ilike(countries.dialCode, pattern),
            ilike(countries.nameEn, pattern),
            ilike(countries.nameJp, pattern),
            ilike(countries.nameKo, pattern),
            ilike(countries.nameZh, pattern),
            ilike(countries.nameZhTW, pattern),
            ilike(countries.nameFil, pattern),
            ilike(countries.nameVi, pattern),
          )
        : undefined,
    )
    .orderBy(asc(countries.sortOrder), asc(countries.nameEn));
}

export async function findCountry(db: Executor, code: string) {
  const [country] = await db.select().from(countries).where(eq(countries.code, code));
  return country;
}
