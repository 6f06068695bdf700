import { describe, expect, it } from 'vitest';
import { missingLanguages } from './letter-values';

const filled = { titleEn: 'Hello', bodyEn: '<p>Hi</p>', titleJp: 'こんにちは', bodyJp: '<p>やあ</p>' };

describe('the languages a letter says nothing in', () => {
  it('names every language without a title or without a body, and counts an empty rich body as none', () => {
    expect(missingLanguages(filled)).toEqual(['ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN']);
    expect(missingLanguages({ ...filled, bodyJp: '<p><br></p>' })).toContain('ja-JP');
    expect(missingLanguages({ ...filled, titleJp: '  ' })).toContain('ja-JP');
    const all = Object.fromEntries(
      ['En', 'Jp', 'Ko', 'Zh', 'ZhTW', 'Fil', 'Vi'].flatMap((s) => [
        [`title${s}`, 'T'],
        [`body${s}`, '<p>B</p>'],
      ]),
    );
    expect(missingLanguages(all)).toEqual([]);
  });
});
