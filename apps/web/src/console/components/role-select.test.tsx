import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import consoleEn from '../../locales/console/en-US.json';
import { shimJsdomForAntd } from '../../test/antd-jsdom';
import { NS } from '../i18n';
import { RoleSelect } from './role-select';

shimJsdomForAntd();
beforeAll(() => {
  i18next.addResourceBundle('en-US', NS, consoleEn, true, true);
});

async function choose(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role of kana' }));
  fireEvent.click(await screen.findByTitle(label));
  return screen.findByRole('dialog', { name: /Change the role of kana/ });
}

// antd's first render in jsdom is slow on a busy machine.
describe('changing an operator’s role', { timeout: 60_000 }, () => {
  it('asks first, naming the operator and both roles; cancelling changes nothing, confirming sends the role', async () => {
    const onChange = vi.fn(async () => true);
    render(
      <App>
        <RoleSelect operator={{ username: 'kana', role: 'support' }} onChange={onChange} />
      </App>,
    );
    const asked = await choose('Finance');
    expect(asked.textContent).toContain('Change the role of kana from Support to Finance?');
    fireEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();

    const again = await choose('Finance');
    fireEvent.click(within(again).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('finance'));
  });
});
