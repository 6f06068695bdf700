import { describe, expect, it } from 'vitest';
import { ImageUrl, LOCALIZED_SUFFIXES, NoticeCreate, SafeLink, StationSend } from './content';
import { LOCALE_FIELD_SUFFIX, LOCALES } from './locale';

describe('content contracts', () => {
  it('use the same field suffix for each language as the localised-field helper', () => {
    expect([...LOCALIZED_SUFFIXES]).toEqual(LOCALES.map((l) => LOCALE_FIELD_SUFFIX[l]));
  });

  it('accept links to this site and http(s), mailto and tel, and nothing that runs script', () => {
    for (const ok of ['/game/promotion', 'https://example.com/a?b=c', 'http://example.com', 'mailto:help@example.com'])
      expect(SafeLink.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:x',
      'data:text/html,x',
      '//evil.test',
      '/\\evil.test',
      'vbscript:x',
      'promo',
    ])
      expect(SafeLink.safeParse(bad).success, bad).toBe(false);
    expect(ImageUrl.safeParse('/banners/welcome.svg').success).toBe(true);
    expect(ImageUrl.safeParse('http://example.com/a.png').success).toBe(false);
  });

  it('need each required text in at least one language, and an end after the start', () => {
    expect(NoticeCreate.safeParse({ titleVi: 'Xin chào', bodyVi: '<p>x</p>' }).success).toBe(true);
    const empty = NoticeCreate.safeParse({ titleEn: ' ', bodyJp: 'x' });
    expect(empty.error?.issues.map((i) => i.path.join('.'))).toEqual(['titleEn']);
    const backwards = NoticeCreate.safeParse({
      titleEn: 'x',
      bodyEn: 'x',
      publishAt: '2026-02-01T00:00:00Z',
      unpublishAt: '2026-01-01T00:00:00Z',
    });
    expect(backwards.error?.issues.map((i) => i.path.join('.'))).toEqual(['unpublishAt']);
  });

  it('never read an empty account as "send to everyone"', () => {
    const letter = { titleEn: 'Hi', bodyEn: 'Hello' };
    expect(StationSend.safeParse({ ...letter, target: 'player', account: '' }).success).toBe(false);
    expect(StationSend.safeParse({ ...letter, account: 'alice' }).success).toBe(false);
    expect(StationSend.safeParse({ ...letter, target: 'all' }).success).toBe(true);
  });
});
