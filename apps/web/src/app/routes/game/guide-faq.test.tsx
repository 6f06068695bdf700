import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import help from '../../../locales/help/en-US.json';
import GuideFaqRoute from './guide-faq';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'help', help, true, true);
});

const questions = () => within(screen.getByRole('list', { name: 'Questions and answers' })).getAllByRole('button');

describe('the FAQ page', () => {
  it('lists every question closed, each button controlling its answer region', () => {
    render(
      <MemoryRouter>
        <GuideFaqRoute />
      </MemoryRouter>,
    );
    // Role queries walk the whole list (dozens of questions): read it once, it is slow on a busy machine.
    const listed = questions();
    expect(listed).toHaveLength(help.faq.items.length);
    expect(screen.getByRole('status').textContent).toBe(`${help.faq.items.length} questions`);
    const first = listed[0]!;
    expect(first.getAttribute('aria-expanded')).toBe('false');
    const answer = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(answer.hidden).toBe(true);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    expect(within(answer).getByText(help.faq.items[0]!.a)).toBeTruthy();
    fireEvent.click(first);
    expect(answer.hidden).toBe(true);
  }, 20_000);

  it('narrows the list as the player types, opens the matches and marks the words', async () => {
    render(
      <MemoryRouter>
        <GuideFaqRoute />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Search the questions'), { target: { value: 'fund password' } });
    await screen.findByText('1 question');
    const [match] = questions();
    expect(match!.textContent).toBe('What is the fund password?');
    expect(match!.getAttribute('aria-expanded')).toBe('true');
    expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent)).toContain('fund');
  });

  it('says so when nothing matches', async () => {
    render(
      <MemoryRouter>
        <GuideFaqRoute />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Search the questions'), { target: { value: 'roulette' } });
    expect((await screen.findByRole('status')).textContent).toContain('No question matches “roulette”');
    expect(screen.queryByRole('list', { name: 'Questions and answers' })).toBeNull();
  });
});
