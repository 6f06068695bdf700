// A player's objections on the player page: shown as the server keeps them, and recorded by customer
// service with what the player asked (required), the server's answer replacing what is shown; finance
// reads them and records nothing.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import consoleEn from '../../locales/console/en-US.json';
import { envelope, mockFetch } from '../../test/fetch-mock';
import { shimJsdomForAntd } from '../../test/antd-jsdom';
import { can } from '../access';
import { NS } from '../i18n';
import { TestRefine } from '../test-refine';
import { DataUseCard } from './data-use-card';

shimJsdomForAntd();
beforeAll(() => {
  i18next.addResourceBundle('en-US', NS, consoleEn, true, true);
});
afterEach(() => vi.unstubAllGlobals());

function server() {
  let state = {
    marketing: false,
    profiling: false,
    updatedAt: null as string | null,
    recordedBy: null as string | null,
  };
  return mockFetch({
    '/v2/admin/player/data-use': () => envelope(state),
    '/v2/admin/player/data-use/set': ({ body }) => {
      const { marketing, profiling } = body as { marketing: boolean; profiling: boolean };
      state = { marketing, profiling, updatedAt: '2026-11-20T03:00:00.000Z', recordedBy: 'support' };
      return envelope(state);
    },
  });
}

const row = (label: string) => screen.getByText(label).closest('tr')!;

describe("a player's objections on the player page", { timeout: 120_000 }, () => {
  it('are recorded on the request with what the player asked, and shown as the server answers', async () => {
    const { calls } = server();
    render(
      <TestRefine>
        <DataUseCard userId={42} canRecord />
      </TestRefine>,
    );
    const card = await screen.findByTestId('data-use-card');
    expect(within(row('Marketing')).getByText('No objection')).toBeTruthy();
    expect(within(card).getByText('—')).toBeTruthy();

    fireEvent.click(screen.getByTestId('data-use-record'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Objects to marketing' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record and tell the player' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/data-use/set'))).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('What the player asked'), {
      target: { value: ' Data request S123 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record and tell the player' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/data-use/set'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/data-use/set'))!.body).toEqual({
      userId: 42,
      marketing: true,
      profiling: false,
      reason: 'Data request S123',
    });
    await waitFor(() => expect(within(row('Marketing')).getByText('Objects')).toBeTruthy());
    expect(within(row('Profiling')).getByText('No objection')).toBeTruthy();
    expect(within(row('Last change')).getByText(/by customer service on request/)).toBeTruthy();
  });

  it('are read by finance, which records nothing, as on the server', async () => {
    server();
    render(
      <TestRefine>
        <DataUseCard userId={42} canRecord={can('finance', 'players', 'dataUse')} />
      </TestRefine>,
    );
    await screen.findByTestId('data-use-card');
    expect(screen.queryByTestId('data-use-record')).toBeNull();
    expect(can('support', 'players', 'dataUse')).toBe(true);
    expect(can('admin', 'players', 'dataUse')).toBe(true);
    expect(can('finance', 'players')).toBe(true);
  });
});
