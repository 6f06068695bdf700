import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from './i18n';

describe('the interface texts at start-up', () => {
  it('an English page loads the English shared and lobby texts, and not the Japanese fallback', async () => {
    const instance = await initI18n('en-US', createInstance());
    expect(instance.hasResourceBundle('en-US', 'translation')).toBe(true);
    expect(instance.hasResourceBundle('en-US', 'content')).toBe(true);
    expect(instance.hasResourceBundle('ja-JP', 'translation')).toBe(false);
    expect(instance.t('routes.home')).toBe('Welcome to the game hall');
  });

  it('another language still has Japanese behind it, and Traditional Chinese tries Simplified first', async () => {
    const korean = await initI18n('ko-KR', createInstance());
    expect(korean.hasResourceBundle('ja-JP', 'translation')).toBe(true);
    const traditional = await initI18n('zh-TW', createInstance());
    expect(traditional.languages).toEqual(['zh-TW', 'zh-CN', 'ja-JP']);
  });
});
