import { describe, expect, it } from 'vitest';
import { readRatePercent, writeRatePercent } from './rate-percent';

const MAX = 300;

describe('a rebate rate as an operator types it', () => {
  it('reads a point in every language, and the comma where the language writes decimals with one', () => {
    expect(readRatePercent('0.5', 'en-US', MAX)).toEqual({ ok: true, basisPoints: 50 });
    expect(readRatePercent(' 2.75 % ', 'ja-JP', MAX)).toEqual({ ok: true, basisPoints: 275 });
    expect(readRatePercent('0,5', 'vi-VN', MAX)).toEqual({ ok: true, basisPoints: 50 });
    expect(readRatePercent('0.5', 'vi-VN', MAX)).toEqual({ ok: true, basisPoints: 50 });
    expect(readRatePercent('3', 'en-US', MAX)).toEqual({ ok: true, basisPoints: 300 });
    expect(readRatePercent('0', 'en-US', MAX)).toEqual({ ok: true, basisPoints: 0 });
    expect(readRatePercent('.25', 'en-US', MAX)).toEqual({ ok: true, basisPoints: 25 });
    expect(readRatePercent('1.50', 'en-US', MAX)).toEqual({ ok: true, basisPoints: 150 });
  });

  it('refuses a rate above the most an operator may grant instead of granting the most', () => {
    expect(readRatePercent('5', 'en-US', MAX)).toEqual({ ok: false, reason: 'range' });
    expect(readRatePercent('3.01', 'en-US', MAX)).toEqual({ ok: false, reason: 'range' });
  });

  it('refuses what it cannot read instead of keeping the old rate: a comma where the language writes a point, words, signs', () => {
    for (const text of ['0,5', '', 'five', '-1', '1.2.3', '1e2', '0x10', '½'])
      expect(readRatePercent(text, 'en-US', MAX), text).toEqual({ ok: false, reason: 'unreadable' });
    expect(readRatePercent('0,5', 'ja-JP', MAX)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses more than two decimals, which a rate in basis points cannot keep', () => {
    expect(readRatePercent('0.125', 'en-US', MAX)).toEqual({ ok: false, reason: 'precision' });
    expect(readRatePercent('0,125', 'vi-VN', MAX)).toEqual({ ok: false, reason: 'precision' });
  });

  it('writes a rate back as the language writes it, so the dialog opens with what it will read', () => {
    expect(writeRatePercent(50, 'en-US')).toBe('0.5');
    expect(writeRatePercent(50, 'vi-VN')).toBe('0,5');
    expect(writeRatePercent(300, 'ja-JP')).toBe('3');
    for (const locale of ['en-US', 'vi-VN', 'ja-JP', 'fil-PH'])
      for (const bp of [0, 1, 50, 125, 300])
        expect(readRatePercent(writeRatePercent(bp, locale), locale, MAX)).toEqual({ ok: true, basisPoints: bp });
  });
});
