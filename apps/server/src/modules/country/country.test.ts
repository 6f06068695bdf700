import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /v2/app/country', () => {
  it('lists the seeded countries with the hall markets first', async () => {
    const res = await post(t.app, '/v2/app/country', {}, { 'accept-language': 'en-US' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const list = res.body.data as Array<{ code: string; dialCode: string; name: string }>;
    expect(list.length).toBeGreaterThan(230);
    expect(list.slice(0, 8).map((c) => c.code)).toEqual(['JP', 'CN', 'TW', 'HK', 'KR', 'PH', 'VN', 'US']);
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    for (const c of list) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^\d{1,4}$/);
    }
  });

  it('accepts a bodiless POST as no filter', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v2/app/country' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(230);
  });

  it('gives every name in all seven languages and picks the caller’s', async () => {
    const names: Record<string, string> = {
      'en-US': 'Japan',
      'ja-JP': '日本',
      'ko-KR': '일본',
      'zh-CN': '日本',
      'zh-TW': '日本',
      'vi-VN': 'Nhật Bản',
    };
    for (const [locale, name] of Object.entries(names)) {
      const res = await post(t.app, '/v2/app/country', { keyword: 'JP' }, { 'accept-language': locale });
      const japan = res.body.data.find((c: { code: string }) => c.code === 'JP');
      expect(japan.name, locale).toBe(name);
    }
    const res = await post(t.app, '/v2/app/country', { keyword: 'PH' }, { 'accept-language': 'fil-PH' });
    const ph = res.body.data.find((c: { code: string }) => c.code === 'PH');
    expect(ph).toMatchObject({ name: 'Pilipinas', nameEn: 'Philippines', nameJp: 'フィリピン', dialCode: '63' });
  });

  it('filters by code, dialing code or a name in any language', async () => {
    const byKorean = await post(t.app, '/v2/app/country', { keyword: '필리핀' });
    expect(byKorean.body.data.map((c: { code: string }) => c.code)).toEqual(['PH']);
    const byDial = await post(t.app, '/v2/app/country', { keyword: '886' });
    expect(byDial.body.data.map((c: { code: string }) => c.code)).toContain('TW');
  });

  it('treats LIKE wildcards in the keyword as plain text', async () => {
    const res = await post(t.app, '/v2/app/country', { keyword: '%' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('drops unknown fields instead of failing', async () => {
    const res = await post(t.app, '/v2/app/country', { keyword: 'JP', admin: true });
    expect(res.status).toBe(200);
  });
});
