import { LOCALE_FIELD_SUFFIX, LOCALES, type Locale } from '@hall/contracts/locale';
import { describe, expect, it } from 'vitest';
import { fieldLocaleChain, localizedField } from './localized-field';

// One variant per language, each saying which suffix it came from.
const full = Object.fromEntries(LOCALES.map((locale) => [`title${LOCALE_FIELD_SUFFIX[locale]}`, `title in ${locale}`]));

describe('localizedField', () => {
  it.each(LOCALES)('reads the %s variant when it has text', (locale) => {
    expect(localizedField(full, 'title', locale)).toBe(`title in ${locale}`);
  });

  it('uses the suffixes zh, zhTW, en, jp, ko, fil and vi', () => {
    const entity = {
      nameZh: '简体',
      nameZhTW: '繁體',
      nameEn: 'English',
      nameJp: '日本語',
      nameKo: '한국어',
      nameFil: 'Filipino',
      nameVi: 'Tiếng Việt',
    };
    const expected: Record<Locale, string> = {
      'zh-CN': '简体',
      'zh-TW': '繁體',
      'en-US': 'English',
      'ja-JP': '日本語',
      'ko-KR': '한국어',
      'fil-PH': 'Filipino',
      'vi-VN': 'Tiếng Việt',
    };
    for (const locale of LOCALES) expect(localizedField(entity, 'name', locale)).toBe(expected[locale]);
  });

  it('falls back from zh-TW to zh-CN before Japanese', () => {
    expect(localizedField({ titleZh: '简体', titleJp: '日本語', titleEn: 'English' }, 'title', 'zh-TW')).toBe('简体');
  });

  it('falls back to Japanese before English for every other language', () => {
    const entity = { titleJp: '日本語', titleEn: 'English' };
    for (const locale of ['en-US', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN'] as const) {
      expect(localizedField({ ...entity, titleEn: locale === 'en-US' ? 'English' : '' }, 'title', locale)).toBe(
        locale === 'en-US' ? 'English' : '日本語',
      );
    }
    expect(localizedField(entity, 'title', 'vi-VN')).toBe('日本語');
  });

  it('falls back to English when Japanese is missing too', () => {
    expect(localizedField({ titleEn: 'English', titleKo: '한국어' }, 'title', 'vi-VN')).toBe('English');
    expect(localizedField({ titleEn: 'English', titleKo: '한국어' }, 'title', 'ja-JP')).toBe('English');
  });

  it('ends with any variant that has text', () => {
    expect(localizedField({ titleVi: 'Tiếng Việt' }, 'title', 'ja-JP')).toBe('Tiếng Việt');
    expect(localizedField({ titleFil: 'Filipino' }, 'title', 'zh-TW')).toBe('Filipino');
  });

  it('treats blank strings, nulls and non-strings as missing', () => {
    const entity = { titleKo: '   ', titleJp: null, titleEn: 7, titleZh: '简体' };
    expect(localizedField(entity, 'title', 'ko-KR')).toBe('简体');
  });

  it('uses a plain field the server localised when no variant has text', () => {
    expect(localizedField({ title: 'Already localised', titleEn: '' }, 'title', 'en-US')).toBe('Already localised');
  });

  it('prefers the variants to the plain field', () => {
    expect(localizedField({ title: 'plain', titleKo: '한국어' }, 'title', 'ko-KR')).toBe('한국어');
  });

  it('is undefined, never an empty string, when nothing has text', () => {
    expect(localizedField({ titleEn: '', titleJp: ' ' }, 'title', 'en-US')).toBeUndefined();
    expect(localizedField({}, 'title', 'zh-TW')).toBeUndefined();
  });

  it('does not read another field that shares the prefix', () => {
    expect(localizedField({ titleImageEn: 'x.png' }, 'title', 'en-US')).toBeUndefined();
  });
});

describe('fieldLocaleChain', () => {
  it('tries each language once, in the order SPEC.md section 9 gives', () => {
    expect(fieldLocaleChain('zh-TW')).toEqual(['zh-TW', 'zh-CN', 'ja-JP', 'en-US', 'ko-KR', 'fil-PH', 'vi-VN']);
    expect(fieldLocaleChain('ja-JP')).toEqual(['ja-JP', 'en-US', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN']);
    expect(fieldLocaleChain('ko-KR').slice(0, 3)).toEqual(['ko-KR', 'ja-JP', 'en-US']);
  });
});
