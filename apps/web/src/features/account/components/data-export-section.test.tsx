import type { DataExport } from '@hall/contracts/privacy';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import account from '../../../locales/account/en-US.json';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { PREPARING_POLL_MS } from '../api/privacy';
import { DataExportSection } from './data-export-section';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'account', account, true, true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const HOUR = 3_600_000;
const TOO_SOON = 'You can ask for a copy of your data once a day. Please try again in 24 hours.';
const DOCUMENT = JSON.stringify({ account: { account: 'lucky7', email: 'lucky7@example.com' } });

/** A server keeping one player's copies: asking adds a preparing one, `prepare` finishes them. */
function server() {
  let copies: DataExport[] = [];
  let nextAllowedAt: string | null = null;
  const mock = mockFetch({
    '/v2/app/user/data-export/list': () => envelope({ list: copies, nextAllowedAt }),
    '/v2/app/user/data-export': () => {
      if (nextAllowedAt) return envelope({ reason: 'export_too_soon', nextAllowedAt }, 429, TOO_SOON);
      const copy: DataExport = {
        id: copies.length + 1,
        status: 'preparing',
        createdAt: new Date().toISOString(),
        readyAt: null,
        expiresAt: null,
      };
      copies = [copy, ...copies];
      nextAllowedAt = new Date(Date.now() + 24 * HOUR).toISOString();
      return envelope(copy);
    },
    '/v2/app/user/data-export/download': ({ body }) => {
      const copy = copies.find((c) => c.id === (body as { id: number }).id);
      if (copy?.status !== 'ready') return envelope({ reason: 'export_preparing' }, 409, 'Still being prepared.');
      return envelope({ filename: 'game-hall-data-2026-11-27.json', json: DOCUMENT });
    },
  });
  const prepare = () => {
    copies = copies.map((c) =>
      c.status === 'preparing'
        ? {
            ...c,
            status: 'ready',
            readyAt: new Date().toISOString(),
            expiresAt: new Date(Date.now() + 7 * 24 * HOUR).toISOString(),
          }
        : c,
    );
  };
  return { ...mock, prepare };
}

/** A blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** Catches the file the section saves: its name and its text. */
function catchSavedFile() {
  const saved: { name?: string; blob?: Blob } = {};
  // jsdom has no object addresses; a URL class with them stands in while the test runs.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob) {
        saved.blob = blob;
        return 'blob:copy';
      }
      static override revokeObjectURL() {}
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.getAttribute('href') === 'blob:copy') saved.name = this.download;
  });
  return saved;
}

describe('download my data', () => {
  it('asks for a copy, lists it while prepared, and downloads the ready copy as a JSON file', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, prepare } = server();
    const saved = catchSavedFile();
    renderWithProviders(<DataExportSection />);
    const section = await screen.findByTestId('data-export');
    expect(section.textContent).toContain('one copy every 24 hours');
    expect(section.textContent).toContain('7 days');
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/data-export/list'))).toBe(true));
    expect(within(section).queryAllByTestId('data-export-item')).toHaveLength(0);

    fireEvent.click(within(section).getByRole('button', { name: 'Request a copy' }));
    expect((await within(section).findByTestId('data-export-asked')).textContent).toContain('send you a letter');
    const item = await within(section).findByTestId('data-export-item');
    expect(item.getAttribute('data-status')).toBe('preparing');
    expect(item.textContent).toContain('Preparing');
    expect(within(item).queryByRole('button')).toBeNull();
    expect(within(section).getByTestId('data-export-next').textContent).toMatch(
      /^You can ask for the next copy after /,
    );

    // The job finishes; the list, asked for again while a copy is being prepared, shows it ready.
    prepare();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREPARING_POLL_MS + 100);
    });
    await waitFor(() =>
      expect(within(section).getByTestId('data-export-item').getAttribute('data-status')).toBe('ready'),
    );
    const ready = within(section).getByTestId('data-export-item');
    expect(ready.textContent).toMatch(/Ready.*Can be downloaded until /);
    expect(within(section).queryByTestId('data-export-asked')).toBeNull();

    fireEvent.click(within(ready).getByRole('button', { name: /^Download the copy requested / }));
    await waitFor(() => expect(saved.name).toBe('game-hall-data-2026-11-27.json'));
    expect(await textOf(saved.blob!)).toBe(DOCUMENT);
    expect(saved.blob!.type).toContain('application/json');
    expect(calls.find((c) => c.url.endsWith('/data-export/download'))?.body).toEqual({ id: 1 });
  });

  it('shows the once-a-day refusal in place, in the server’s words, and not as a toast', async () => {
    server();
    const toasts = vi.fn();
    renderWithProviders(<DataExportSection />, toasts);
    const section = await screen.findByTestId('data-export');
    const ask = within(section).getByRole('button', { name: 'Request a copy' });
    fireEvent.click(ask);
    await within(section).findByTestId('data-export-item');
    fireEvent.click(ask);
    expect((await within(section).findByTestId('data-export-refusal')).textContent).toBe(TOO_SOON);
    expect(within(section).queryByTestId('data-export-asked')).toBeNull();
    expect(within(section).getAllByTestId('data-export-item')).toHaveLength(1);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('shows an expired copy without a download', async () => {
    mockFetch({
      '/v2/app/user/data-export/list': () =>
        envelope({
          list: [
            {
              id: 3,
              status: 'expired',
              createdAt: '2026-10-01T10:00:00.000Z',
              readyAt: '2026-10-01T10:01:00.000Z',
              expiresAt: '2026-10-08T10:01:00.000Z',
            },
          ],
          nextAllowedAt: null,
        }),
    });
    renderWithProviders(<DataExportSection />);
    const item = await screen.findByTestId('data-export-item');
    expect(item.textContent).toContain('Expired');
    expect(item.textContent).toContain('Deleted. Ask for a new copy');
    expect(within(item).queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('data-export-next')).toBeNull();
  });
});
