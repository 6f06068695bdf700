import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LedgerCheck } from '@hall/contracts/admin';
import consoleEn from '../../locales/console/en-US.json';
import { shimJsdomForAntd } from '../../test/antd-jsdom';
import { NS } from '../i18n';
import { LedgerCheckAlert } from './ledger-check-alert';

shimJsdomForAntd();
beforeAll(async () => {
  i18next.addResourceBundle('en-US', NS, consoleEn, true, true);
  await i18next.changeLanguage('en-US');
});

const passed: LedgerCheck = {
  checkedAt: '2026-11-23T03:00:01.000Z',
  ok: true,
  problems: [],
  problemCount: 0,
  accounts: 1204,
  transfers: 56789,
  entries: 113578,
  lastOkAt: '2026-11-23T03:00:01.000Z',
};

// antd's first render in jsdom is slow on a busy machine.
describe('the ledger check on the dashboard', { timeout: 60_000 }, () => {
  it('raises an alert with what disagreed and when the ledger last verified', () => {
    render(
      <LedgerCheckAlert
        check={{
          ...passed,
          checkedAt: '2026-11-23T04:00:01.000Z',
          ok: false,
          problems: [
            'transfer 9: not exactly one debit and one credit of its amount',
            'currency COIN: balances sum to 7, not 0',
          ],
          problemCount: 5,
        }}
      />,
    );
    const alert = screen.getByTestId('ledger-check');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('failed: the ledger disagrees with itself');
    expect(alert.textContent).toContain('transfer 9: not exactly one debit and one credit of its amount');
    expect(alert.textContent).toContain('currency COIN: balances sum to 7, not 0');
    expect(alert.textContent).toContain('The last check that found it right ran at');
    expect(alert.textContent).toContain('Problems not shown here: 3');
  });

  it('says quietly when the ledger verified, and when no check has run yet', () => {
    const { unmount } = render(<LedgerCheckAlert check={passed} />);
    const ok = screen.getByTestId('ledger-check');
    expect(ok.getAttribute('role')).toBe('status');
    expect(ok.textContent).toContain(
      'every balance matches its entries and the total is zero (1,204 accounts, 56,789 transfers)',
    );
    unmount();
    render(<LedgerCheckAlert check={null} />);
    expect(screen.getByTestId('ledger-check').textContent).toBe(consoleEn.ledger_check.none);
  });
});
