import { describe, expect, it } from 'vitest';
import { detectPlatform, platformOrder } from './platform';

describe('the platform whose install steps come first', () => {
  it('recognises iPhones, iPads (also when they say Mac) and Android', () => {
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
  });

  it('is the computer for anything else', () => {
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('desktop');
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('desktop');
  });

  it('lists every platform once, the detected one first', () => {
    expect(platformOrder('android')).toEqual(['android', 'ios', 'desktop']);
    expect(platformOrder('desktop')).toEqual(['desktop', 'ios', 'android']);
  });
});
