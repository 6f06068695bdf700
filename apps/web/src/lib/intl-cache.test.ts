import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-cache';

describe('Intl formatters are made once per language and options', () => {
  it('gives back the same formatter for the same language and options', () => {
    expect(numberFormat('ja-JP')).toBe(numberFormat('ja-JP'));
    expect(dateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      dateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'UTC' }),
    );
  });

  it('a different language or option gets its own', () => {
    expect(numberFormat('ja-JP')).not.toBe(numberFormat('vi-VN'));
    expect(numberFormat('vi-VN').format(12000)).toBe('12.000');
    const utc = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    const tokyo = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Tokyo' });
    expect(utc).not.toBe(tokyo);
    expect(utc.format(new Date('2025-03-12T20:00:00Z'))).toBe('Mar 12, 2025');
    expect(tokyo.format(new Date('2025-03-12T20:00:00Z'))).toBe('Mar 13, 2025');
  });
});
