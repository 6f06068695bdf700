// Countries and regions: ISO 3166 code, international dialing code and names in all seven languages.
import { z } from 'zod';
import { text } from './fields';

export const CountryQuery = z
  .object({
    /** Optional filter on the code, the dialing code or any of the names. */
    keyword: text().trim().max(64).optional(),
  })
  .strip();
export type CountryQuery = z.infer<typeof CountryQuery>;

export const Country = z.object({
  code: z.string().length(2).describe('ISO 3166-1 alpha-2 code'),
  dialCode: z.string().describe('International dialing code without the plus sign'),
  name: z.string().describe('Name in the language of the request'),
  nameEn: z.string(),
  nameJp: z.string(),
  nameKo: z.string(),
  nameZh: z.string(),
  nameZhTW: z.string(),
  nameFil: z.string(),
  nameVi: z.string(),
});
export type Country = z.infer<typeof Country>;

export const CountryList = z.array(Country);
export type CountryList = z.infer<typeof CountryList>;
