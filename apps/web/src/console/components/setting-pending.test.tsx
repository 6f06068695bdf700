import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import consoleEn from '../../locales/console/en-US.json';
import { shimJsdomForAntd } from '../../test/antd-jsdom';
import { NS } from '../i18n';
import { SettingPending } from './setting-pending';

shimJsdomForAntd();
beforeAll(async () => {
  i18next.addResourceBundle('en-US', NS, consoleEn, true, true);
  await i18next.changeLanguage('en-US');
});

// antd's first render in jsdom is slow on a busy machine.
describe('a machine setting change beside the setting', { timeout: 60_000 }, () => {
  it('shows it pending for the players whose seed pairs predate it, and why on focus', async () => {
    render(<SettingPending pending={{ since: '2030-01-15T14:00:00.000Z', seedPairs: 3 }} />);
    const tag = screen.getByTestId('setting-pending');
    expect(tag.textContent).toBe('Pending for 3 players');
    fireEvent.focus(tag);
    expect((await screen.findByRole('tooltip')).textContent).toMatch(
      /^Changed .+\. 3 players' seed pairs were committed before the change and play an earlier setting until they change seeds\.$/,
    );
  });

  it('shows nothing once no pair made before the change is left', () => {
    const { container } = render(<SettingPending pending={null} />);
    expect(container.textContent).toBe('');
  });
});
