import { describe, expect, it, vi } from 'vitest';
import { detectLocale, matchBrowserLanguage, switchLocale } from './locale';

describe('the initial language', () => {
  it('is the stored choice when it is one of the seven', () => {
    expect(detectLocale('ko-KR', ['ja-JP'])).toBe('ko-KR');
  });

  it("ignores an unknown stored value and follows the browser's language", () => {
    expect(detectLocale('xx-YY', ['vi-VN', 'en-US'])).toBe('vi-VN');
    expect(detectLocale(null, ['ja'])).toBe('ja-JP');
    expect(detectLocale(null, ['zh-Hant-HK'])).toBe('zh-TW');
    expect(detectLocale(null, ['zh'])).toBe('zh-CN');
    expect(detectLocale(null, ['tl'])).toBe('fil-PH');
  });

  it('takes the first browser language that matches', () => {
    expect(detectLocale(null, ['de-DE', 'fr', 'ko'])).toBe('ko-KR');
  });

  it('is English when nothing matches', () => {
    expect(detectLocale(null, ['de-DE', 'fr-FR'])).toBe('en-US');
    expect(detectLocale(null, [])).toBe('en-US');
  });

  it('matches browser tags case-insensitively', () => {
    expect(matchBrowserLanguage('EN-us')).toBe('en-US');
    expect(matchBrowserLanguage('')).toBeUndefined();
  });
});

describe('switching the language', () => {
  it('stores the choice under "lang" and reloads', () => {
    const reload = vi.fn();
    switchLocale('zh-TW', reload);
    expect(window.localStorage.getItem('lang')).toBe('zh-TW');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
