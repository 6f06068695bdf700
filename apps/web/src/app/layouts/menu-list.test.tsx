import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MenuList } from './menu-list';

const items = [
  { to: '/user/finance/deposit', labelKey: 'Deposit', icon: 'wallet' as const },
  { to: '/user/finance/deposit/cryptocurrency', labelKey: 'Crypto deposit', icon: 'coin' as const },
  { to: '/agent', labelKey: 'Agent', icon: 'user' as const },
];

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <MenuList title="Account" items={items} />
    </MemoryRouter>,
  );

describe('the menu', () => {
  it('marks only the crypto deposit on its page, not the deposit above it', () => {
    at('/user/finance/deposit/cryptocurrency');
    expect(screen.getByRole('link', { name: 'Crypto deposit' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('aria-current')).toBeNull();
  });

  it('still marks a section on the pages below it when no other item names them', () => {
    at('/agent/team-report');
    expect(screen.getByRole('link', { name: 'Agent' }).getAttribute('aria-current')).toBe('page');
  });
});
