import { LOCALES } from '@hall/contracts/locale';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/i18n';
import { ArticleBody } from './article-body';
import { isArticleContent } from './article-content';

describe('ArticleBody', () => {
  it('renders each section as a headed region with its paragraphs and list', () => {
    render(
      <ArticleBody
        content={{
          lead: 'Read this first.',
          sections: [
            { title: 'Coins', body: ['1 JPY buys 1 coin.', '1 CNY buys 20 coins.'] },
            { title: 'Tips', list: ['Set a budget.', 'Take breaks.'] },
          ],
        }}
      />,
    );
    expect(screen.getByText('Read this first.')).toBeTruthy();
    const coins = screen.getByRole('region', { name: 'Coins' });
    expect(within(coins).getByRole('heading', { level: 2, name: 'Coins' })).toBeTruthy();
    expect(within(coins).getByText('1 CNY buys 20 coins.')).toBeTruthy();
    const tips = screen.getByRole('region', { name: 'Tips' });
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Set a budget.', 'Take breaks.']);
  });

  it('uses third-level headings under a heading of its own', () => {
    render(<ArticleBody headingLevel={3} content={{ sections: [{ title: 'Seeds', body: ['Rotate them.'] }] }} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Seeds' })).toBeTruthy();
  });
});

describe('isArticleContent', () => {
  it('accepts sections of strings and refuses anything else', () => {
    expect(isArticleContent({ sections: [{ title: 'A', body: ['b'] }] })).toBe(true);
    expect(isArticleContent({ lead: 'x', sections: [] })).toBe(true);
    expect(isArticleContent('legal:privacy')).toBe(false);
    expect(isArticleContent({ sections: [{ title: 'A', body: 'b' }] })).toBe(false);
    expect(isArticleContent({ sections: [{ body: ['b'] }] })).toBe(false);
  });
});

// Every article the legal pages show, in every language, has the shape the renderer reads.
const legalArticles = [
  'aboutUs',
  'privacy',
  'userAgreement',
  'responsibleGame',
  'discountStatute',
  'licencePrivacy',
  'licenceTerms',
  'licenceResponsible',
];

describe.each(LOCALES)('legal articles in %s', (locale) => {
  it('are all present and well formed', async () => {
    const messages = await loadMessages(locale, 'legal');
    for (const key of legalArticles) expect(isArticleContent(messages[key]), key).toBe(true);
  });
});
