import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptcha } from './render';

describe('the captcha image', () => {
  it('is a GIF of the promised size that decodes to the drawn colours only, ink included', async () => {
    const gif = await renderCaptcha('K7PX');
    expect(gif.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    const { data, info } = await sharp(gif).raw().toBuffer({ resolveWithObject: true });
    expect(info.format).toBe('raw');
    expect([info.width, info.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    const colours = new Map<string, number>();
    for (let i = 0; i < data.length; i += info.channels) {
      const rgb = [...data.subarray(i, i + 3)].join(',');
      colours.set(rgb, (colours.get(rgb) ?? 0) + 1);
    }
    const palette = ['244,240,230', '28,42,110', '120,20,40', '20,90,50', '70,30,110', '170,170,185', '205,195,170'];
    for (const colour of colours.keys()) expect(palette).toContain(colour);
    // Four characters of a 7-row font at three or more pixels per dot leave plenty of dark ink.
    const ink = palette.slice(1, 5).reduce((sum, colour) => sum + (colours.get(colour) ?? 0), 0);
    expect(ink).toBeGreaterThan(200);
  });
});
