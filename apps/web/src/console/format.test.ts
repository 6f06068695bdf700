import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { money } from './format';

describe('money in the console', () => {
  afterAll(() => i18n.changeLanguage('en-US'));

  it('writes minor units in the currency’s own decimals, exactly', async () => {
    await i18n.changeLanguage('en-US');
    expect(money('1250', 'CNY')).toBe('12.50 CNY');
    expect(money('5', 'CNY')).toBe('0.05 CNY');
    expect(money('-5', 'CNY')).toBe('-0.05 CNY');
    expect(money('-1205', 'CNY')).toBe('-12.05 CNY');
    expect(money('123456', 'JPY')).toBe('123,456 JPY');
    // Beyond what a float holds exactly.
    expect(money('123456789012345678', 'USDT')).toBe('123,456,789,012.345678 USDT');
  });

  it('uses the operator’s language for separators', async () => {
    await i18n.changeLanguage('vi-VN');
    expect(money('123456', 'CNY')).toBe('1.234,56 CNY');
  });
});
