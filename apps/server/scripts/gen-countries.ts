// Writes the SQL that seeds the countries table: ISO 3166-1 alpha-2 codes with their dialing codes
// (from libphonenumber's metadata) and names in the seven interface languages (from ICU via Intl).
// Run once to produce a migration: `npx tsx scripts/gen-countries.ts > drizzle/XXXX_seed_countries.sql`.
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';

const LANGS = { en: 'en', jp: 'ja', ko: 'ko', zh: 'zh-Hans', zhTW: 'zh-Hant', fil: 'fil', vi: 'vi' } as const;
// Markets the hall serves come first in pickers; everything else follows alphabetically.
const FIRST = ['JP', 'CN', 'TW', 'HK', 'KR', 'PH', 'VN', 'US'];
// Codes in the phone metadata that are not ISO 3166-1 countries.
const NOT_ISO = new Set(['AC', 'TA', 'XK']);

const displayNames = Object.fromEntries(
  Object.entries(LANGS).map(([key, tag]) => [key, new Intl.DisplayNames([tag], { type: 'region' })]),
) as Record<keyof typeof LANGS, Intl.DisplayNames>;

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

const rows = getCountries()
  .filter((code) => !NOT_ISO.has(code))
  .map((code) => {
    const names = Object.fromEntries(
      Object.entries(displayNames).map(([key, dn]) => [key, dn.of(code) ?? code]),
    ) as Record<keyof typeof LANGS, string>;
    if (names.en === code) throw new Error(`ICU has no name for ${code}`);
    return { code, dial: getCountryCallingCode(code), names };
  })
  .sort((a, b) => a.names.en.localeCompare(b.names.en, 'en'));

const values = rows.map(({ code, dial, names }) => {
  const first = FIRST.indexOf(code);
  const order = first >= 0 ? first + 1 : 1000;
  return `(${[code, dial, names.en, names.jp, names.ko, names.zh, names.zhTW, names.fil, names.vi].map(quote).join(', ')}, ${order})`;
});

process.stdout.write(
  `-- Seeded from ICU region names and libphonenumber calling codes by scripts/gen-countries.ts\n` +
    `INSERT INTO "countries" ("code", "dial_code", "name_en", "name_jp", "name_ko", "name_zh", "name_zh_tw", "name_fil", "name_vi", "sort_order") VALUES\n` +
    values.join(',\n') +
    `\nON CONFLICT ("code") DO NOTHING;\n`,
);
