// The shared string and instant rules every request schema is built from.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { instant, text } from './fields';
import { Paging, withDateRange } from './paging';

describe('text()', () => {
  it('refuses every control character on one line and keeps ordinary text of any script', () => {
    const line = text();
    for (const bad of ['a\u0000', '\t', '\n', '\r', '\u001f', '\u007f', '\u0085', '\u009f'])
      expect(line.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'Yamada Taro', 'さくら 🌸', 'Nguyễn', '\u00a0x', '한국어'])
      expect(line.safeParse(good).success, good).toBe(true);
  });

  it('lets multi-line text keep tab and line breaks but never NUL or other controls', () => {
    const letter = text({ multiline: true });
    expect(letter.safeParse('one\r\ntwo\tthree').success).toBe(true);
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb'])
      expect(letter.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('checks megabytes quickly (one character class, no backtracking)', () => {
    expect(text({ multiline: true }).safeParse('A'.repeat(8_000_000) + '\u0000').success).toBe(false);
  });
});

describe('instant() and withDateRange()', () => {
  it('keeps instants between 2000 and 2100', () => {
    const at = instant();
    for (const good of ['2000-01-01T00:00:00Z', '2026-11-23T12:00:00+09:00', '2100-01-01T00:00:00Z'])
      expect(at.safeParse(good).success, good).toBe(true);
    for (const bad of ['0000-01-01T00:00:00Z', '1999-12-31T23:59:59Z', '2100-01-01T00:00:01Z', '9999-12-31T23:59:59Z'])
      expect(at.safeParse(bad).success, bad).toBe(false);
  });

  it('refuses a window that ends before it starts, naming `to`', () => {
    const List = withDateRange(Paging.extend({ status: z.string().optional() }));
    expect(List.safeParse({ from: '2026-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }).success).toBe(true);
    const backwards = List.safeParse({ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0]?.path).toEqual(['to']);
    expect(List.parse({})).toEqual({ page: 1, pageSize: 20 });
  });
});
