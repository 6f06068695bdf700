import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, formatNumber } from './intl-format';

const iso = '2025-03-12T05:30:00.000Z';

describe('dates and numbers for the interface language', () => {
  it('writes a day the way each language does', () => {
    expect(formatDate(iso, 'en-US', 'UTC')).toBe('Mar 12, 2025');
    expect(formatDate(iso, 'ja-JP', 'UTC')).toBe('2025/03/12');
    expect(formatDate(iso, 'zh-CN', 'UTC')).toContain('2025');
    expect(formatDate(iso, 'ko-KR', 'UTC')).toContain('2025. 3. 12.');
  });

  it('writes a moment with its time in the given zone', () => {
    expect(formatDateTime(iso, 'en-US', 'UTC').replace(/\s/g, ' ')).toBe('Mar 12, 2025, 5:30 AM');
    expect(formatDateTime(iso, 'ja-JP', 'Asia/Tokyo')).toBe('2025/03/12 14:30');
  });

  it('gives an unreadable date back as it came rather than "Invalid Date"', () => {
    expect(formatDate('soon', 'en-US')).toBe('soon');
    expect(formatDateTime('', 'en-US')).toBe('');
  });

  it('writes a period as one range, or the one end it has', () => {
    // Intl puts thin spaces around the dash; compare with plain ones.
    const range = formatDateRange('2025-03-01T00:00:00Z', '2025-03-31T00:00:00Z', 'en-US', 'UTC');
    expect(range?.replace(/\s/g, ' ')).toBe('Mar 1 – 31, 2025');
    expect(formatDateRange('2025-03-01T00:00:00Z', null, 'en-US', 'UTC')).toBe('Mar 1, 2025');
    expect(formatDateRange(null, undefined, 'en-US')).toBeUndefined();
  });

  it('groups digits per language', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'vi-VN')).toBe('1.234.567');
  });
});
