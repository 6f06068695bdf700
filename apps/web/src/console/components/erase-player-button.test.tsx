import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import consoleEn from '../../locales/console/en-US.json';
import { shimJsdomForAntd } from '../../test/antd-jsdom';
import { can } from '../access';
import { NS } from '../i18n';
import { ErasePlayerButton } from './erase-player-button';

shimJsdomForAntd();
beforeAll(() => {
  i18next.addResourceBundle('en-US', NS, consoleEn, true, true);
});

const RETENTION = 'This account’s records must be kept until 2031-11-27; it can be erased from then on.';

// antd's first render in jsdom is slow on a busy machine.
describe('erasing a closed account', { timeout: 60_000 }, () => {
  it('says what it does, needs a reason, keeps the server’s refusal in the dialog, and closes once done', async () => {
    const onErase = vi
      .fn<(reason: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error(RETENTION))
      .mockResolvedValueOnce(undefined);
    render(<ErasePlayerButton account="lucky7" onErase={onErase} />);
    fireEvent.click(screen.getByTestId('player-erase'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Erase the personal data of lucky7')).toBeTruthy();
    expect(dialog.textContent).toContain('replaced by a pseudonym');
    expect(dialog.textContent).toContain('ledger entries');
    expect(dialog.textContent).toContain('This cannot be undone.');
    const erase = within(dialog).getByRole('button', { name: 'Erase' });

    fireEvent.click(erase);
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(onErase).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Player asked by e-mail ' } });
    fireEvent.click(erase);
    expect((await within(dialog).findByTestId('player-erase-refusal')).textContent).toContain(RETENTION);
    expect(onErase).toHaveBeenLastCalledWith('Player asked by e-mail');
    expect(screen.getByRole('dialog')).toBe(dialog);

    fireEvent.click(erase);
    await waitFor(() => expect(onErase).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is offered to the roles the server lets erase', () => {
    expect(can('support', 'players', 'erase')).toBe(true);
    expect(can('admin', 'players', 'erase')).toBe(true);
    // Finance reads the player page but may not erase.
    expect(can('finance', 'players')).toBe(true);
    expect(can('finance', 'players', 'erase')).toBe(false);
  });
});
