import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import consoleEn from '../../locales/console/en-US.json';
import consoleVi from '../../locales/console/vi-VN.json';
import { shimJsdomForAntd } from '../../test/antd-jsdom';
import { NS } from '../i18n';
import { RateButton } from './rate-button';

shimJsdomForAntd();
beforeAll(() => {
  i18next.addResourceBundle('en-US', NS, consoleEn, true, true);
  i18next.addResourceBundle('vi-VN', NS, consoleVi, true, true);
});
afterEach(() => i18next.changeLanguage('en-US'));

function open(initial = 100) {
  const onSubmit = vi.fn(async (_bp: number) => true);
  render(<RateButton label="Approve" initial={initial} onSubmit={onSubmit} />);
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  const dialog = screen.getByRole('dialog');
  const input = within(dialog).getByTestId('rate-percent');
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  const ok = () => fireEvent.click(within(dialog).getByRole('button', { name: /OK/ }));
  return { onSubmit, dialog, input, type, ok };
}

// antd's first render in jsdom is slow on a busy machine.
describe('the rebate rate dialog', { timeout: 60_000 }, () => {
  it('refuses 5% with the most it may be, and sends nothing, where it used to approve 3% unsaid', async () => {
    const { onSubmit, dialog, type, ok } = open();
    type('5');
    ok();
    expect(await within(dialog).findByText('The rate can be at most 3%.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses "0,5" in English, where it used to keep the old rate', async () => {
    const { onSubmit, dialog, type, ok } = open();
    type('0,5');
    ok();
    expect(await within(dialog).findByText('Type the rate as a number, like 0.5.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends what was typed, in basis points', async () => {
    const { onSubmit, input, type, ok } = open(150);
    expect((input as HTMLInputElement).value).toBe('1.5');
    type('2.25');
    ok();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(225));
  });

  it('reads "0,5" as a half per cent in Vietnamese, which writes decimals with a comma', async () => {
    await i18next.changeLanguage('vi-VN');
    const { onSubmit, input, type, ok } = open(150);
    expect((input as HTMLInputElement).value).toBe('1,5');
    type('0,5');
    ok();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(50));
  });
});
