import { render, screen } from '@testing-library/react';
// The ES modules, as the build uses them (under Node, the package name resolves to its CommonJS copy).
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { getDefaultConfig, setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kitDefaultLocale } from '../../vite-plugins/kit-default-locale';
import { applyUiLocale } from './ui-locale';

const initial = getDefaultConfig();
afterEach(() => setDefaultConfig(initial));

describe('the UI kit speaks the interface language', () => {
  it('sets the pack as the kit default, which components read without any provider around them', async () => {
    const pack = await applyUiLocale('ja-JP');
    expect(getDefaultConfig().locale).toBe(pack);
    expect(pack.common.confirm).toBe('確認');
    render(<InfiniteScroll loadMore={() => Promise.resolve()} hasMore={false} />);
    await screen.findByText(pack.InfiniteScroll.noMore);
  });

  it('Filipino uses the English pack (the kit has no Filipino one)', async () => {
    const pack = await applyUiLocale('fil-PH');
    expect(pack.common.confirm).toBe('Confirm');
  });
});

describe('kitDefaultLocale (build)', () => {
  const plugin = kitDefaultLocale();
  const resolveId = plugin.resolveId as (this: unknown, source: string, importer?: string) => Promise<unknown>;
  const context = { resolve: vi.fn(async (source: string) => ({ id: `/resolved/${source}` })) };

  it("points the kit's built-in Chinese default at the English pack", async () => {
    const importer = '/app/node_modules/antd-mobile/es/components/config-provider/config-provider.js';
    await expect(resolveId.call(context, '../../locales/zh-CN', importer)).resolves.toEqual({
      id: '/resolved/antd-mobile/es/locales/en-US',
    });
  });

  it('leaves every other import of the Chinese pack alone (a Chinese page still loads it)', async () => {
    await expect(
      resolveId.call(context, 'antd-mobile/es/locales/zh-CN', '/app/src/lib/ui-locale.ts'),
    ).resolves.toBeNull();
    await expect(
      resolveId.call(context, '../../locales/zh-CN', '/app/node_modules/antd-mobile/es/components/calendar/x.js'),
    ).resolves.toBeNull();
  });
});
