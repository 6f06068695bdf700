import { describe, expect, it } from 'vitest';
import { LOCALES } from '@hall/contracts/locale';
import { catalogue, translate } from './translate';
import { enUS } from './messages/en-US';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('server messages', () => {
  it('has every message in every locale, non-empty, with the same placeholders', () => {
    for (const locale of LOCALES) {
      const messages = catalogue(locale);
      for (const [key, english] of Object.entries(enUS)) {
        const text = messages[key as keyof typeof enUS];
        expect(text?.trim(), `${locale} ${key}`).toBeTruthy();
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('is actually translated (not English) outside en-US', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
      expect(catalogue(locale)['error.not_found']).not.toBe(enUS['error.not_found']);
    }
  });

  it('fills placeholders', () => {
    expect(translate('en-US', 'error.too_many_requests', { seconds: 30 })).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    );
  });
});
