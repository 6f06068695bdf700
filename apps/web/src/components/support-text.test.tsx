import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@hall/contracts/locale';
import { SupportText, supportRuns, withoutSupportMarks } from './support-text';

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

function strings(tree: unknown, prefix = ''): Record<string, string> {
  if (typeof tree === 'string') return { [prefix]: tree };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree as Tree))
    Object.assign(out, strings(value, prefix ? `${prefix}.${key}` : key));
  return out;
}

const files = import.meta.glob<Tree>('../locales/**/*.json', { eager: true, import: 'default' });
const marks = (text: string) => [...text.matchAll(/<\/?support>/g)].map((m) => m[0]);

describe('a text that sends the reader to customer service', () => {
  it('is cut into plain and linked runs', () => {
    expect(supportRuns('Try again or contact <support>customer service</support>.')).toEqual([
      { text: 'Try again or contact ', link: false },
      { text: 'customer service', link: true },
      { text: '.', link: false },
    ]);
    expect(supportRuns('No link here.')).toEqual([{ text: 'No link here.', link: false }]);
    expect(withoutSupportMarks('Ask <support>customer service</support>.')).toBe('Ask customer service.');
  });

  it('links the marked words to the customer service page and keeps the rest as text', () => {
    render(
      <MemoryRouter>
        <p data-testid="text">
          <SupportText text="Please <support>contact us</support> soon." />
        </p>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/user/support');
    expect(screen.getByTestId('text').textContent).toBe('Please contact us soon.');
  });

  it('is marked the same way in every language, each mark closed', () => {
    const english = Object.entries(files).filter(([file]) => file.endsWith('/en-US.json'));
    const wrong: string[] = [];
    let marked = 0;
    for (const [file, tree] of english) {
      const texts = strings(tree);
      for (const locale of LOCALES) {
        const other = strings(files[file.replace('en-US', locale)]);
        for (const [key, text] of Object.entries(texts)) {
          const theirs = other[key] ?? '';
          if (!text.includes('<') && !theirs.includes('<')) continue;
          const expected = marks(text);
          if (marks(theirs).join() !== expected.join() || !/^(<support><\/support>)*$/.test(expected.join('')))
            wrong.push(`${locale} ${file} ${key}`);
        }
      }
      marked += Object.values(texts).filter((text) => text.includes('<support>')).length;
    }
    expect(wrong).toEqual([]);
    // The finance, help, legal, account, agent and migration texts that say "contact customer service".
    expect(marked).toBeGreaterThanOrEqual(19);
  });
});
