import { describe, expect, it } from 'vitest';
import { fallbackChain, LOCALES, negotiateLocale } from './locale';

describe('negotiateLocale', () => {
  it.each([
    ['en-US', 'en-US'],
    ['ja', 'ja-JP'],
    ['ko-KR,ko;q=0.9', 'ko-KR'],
    ['zh-CN,zh;q=0.9', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['fil', 'fil-PH'],
    ['tl-PH', 'fil-PH'],
    ['vi', 'vi-VN'],
    ['de-DE,en;q=0.5', 'en-US'],
    ['de-DE', 'ja-JP'],
    ['', 'ja-JP'],
    ['en;q=0.2, ko;q=0.8', 'ko-KR'],
    ['*', 'ja-JP'],
    ['en;q=0', 'ja-JP'],
  ])('reads %j as %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it('never throws on garbage', () => {
    for (const header of [';;;', 'q=1', ',,,', 'x'.repeat(5000), 'en;q=abc']) {
      expect(LOCALES).toContain(negotiateLocale(header));
    }
  });
});

describe('fallbackChain', () => {
  it('sends zh-TW to zh-CN before Japanese', () => {
    expect(fallbackChain('zh-TW')).toEqual(['zh-TW', 'zh-CN', 'ja-JP']);
  });
  it('ends every chain in Japanese once', () => {
    for (const locale of LOCALES) {
      const chain = fallbackChain(locale);
      expect(chain[0]).toBe(locale);
      expect(chain.at(-1)).toBe('ja-JP');
      expect(new Set(chain).size).toBe(chain.length);
    }
  });
});
