import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@hall/contracts/locale';
import { envelope, mockFetch } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { SiteFooter } from './site-footer';

afterEach(() => vi.unstubAllGlobals());

const licensed = {
  name: 'Hall Operations Ltd.',
  licence: 'Example Gaming Authority licence 123/456',
  address: '1 Example Street, Example City',
  supportEmail: 'help@hall.example',
  minimumAge: 20,
  minimumAgeByCountry: {},
};
/** The server's defaults: 18, and 20 in Japan. */
const unlicensed = {
  name: null,
  licence: null,
  address: null,
  supportEmail: 'support@localhost',
  minimumAge: 18,
  minimumAgeByCountry: { JP: 20 },
};

function renderFooter(operator: object) {
  mockFetch({ '/v2/app/site/operator': () => envelope(operator) });
  return renderWithProviders(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  ).container.querySelector('footer')!;
}

/** Every text of the footer, link by link and line by line, once the ages have arrived. */
async function footerTexts(operator: object, ageLine: RegExp) {
  const footer = renderFooter(operator);
  await within(footer).findByText(ageLine);
  return [...footer.querySelectorAll('a, p')].map((node) => node.textContent!.trim());
}

describe('the footer', () => {
  it('puts the operator and the minimum age in the footer, and links each legal page once', async () => {
    renderFooter(licensed);
    expect(
      await screen.findByText('Operated by Hall Operations Ltd. · Example Gaming Authority licence 123/456'),
    ).toBeTruthy();
    expect(screen.getByText('Play responsibly. Adults 20 and over only.')).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(new Set(links).size).toBe(links.length);
    const names = screen.getAllByRole('link').map((link) => link.textContent!.toLowerCase());
    expect(names.filter((name) => name.includes('privacy'))).toHaveLength(1);
    expect(names.filter((name) => name.includes('responsible'))).toHaveLength(1);
  });

  it('names the higher age a country sets beside the site’s own, and no age before the server said it', async () => {
    renderFooter(unlicensed);
    expect(screen.getByText('Play responsibly. Adults only.')).toBeTruthy();
    expect(await screen.findByText('Play responsibly. Adults only: 18 and over, 20 and over in Japan.')).toBeTruthy();
    expect(screen.queryByText(/Adults 18 and over only/)).toBeNull();
  });

  describe('in every language', () => {
    beforeAll(async () => {
      for (const locale of LOCALES) {
        const messages = (await import(`../../locales/${locale}.json`)) as { default: object };
        i18next.addResourceBundle(locale, 'translation', messages.default, true, true);
      }
    });
    afterAll(async () => {
      await i18next.changeLanguage('en-US');
    });

    it('says the age rule and names the terms in Japanese, with no English left', async () => {
      await i18next.changeLanguage('ja-JP');
      const texts = await footerTexts(unlicensed, /日本では20歳以上/);
      expect(texts).toContain('節度を守ってお楽しみください。ご利用は成人の方のみ（18歳以上、日本では20歳以上）です。');
      expect(screen.getByRole('link', { name: 'ライセンス利用条件' }).getAttribute('href')).toBe('/terms-conditions');
      expect(texts.filter((text) => /[A-Za-z]/.test(text))).toEqual([]);
    });

    it('translates every link and line of the footer in each of the other six languages', async () => {
      await i18next.changeLanguage('en-US');
      const english = await footerTexts(unlicensed, /20 and over in Japan/);
      for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
        document.body.innerHTML = '';
        await i18next.changeLanguage(locale);
        const texts = await footerTexts(unlicensed, /20/);
        expect(texts).toHaveLength(english.length);
        const same = texts.filter((text, i) => text === english[i]);
        expect([locale, same]).toEqual([locale, []]);
      }
    });
  });
});
