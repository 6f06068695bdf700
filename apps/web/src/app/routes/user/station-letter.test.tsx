import type { StationLetter } from '@hall/contracts/content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import content from '../../../locales/content/en-US.json';
import { useSessionStore } from '../../../lib/session-store';
import { connectSignInDialog } from '../../../lib/sign-in-request';
import { createUser } from '../../../test/factories';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import StationLetterRoute from './station-letter';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'content', content, true, true);
});

afterEach(() => {
  useSessionStore.getState().clearSession();
});

function letter(id: number, overrides: Partial<StationLetter> = {}): StationLetter {
  const title = `Letter ${id}`;
  return {
    id,
    title,
    titleEn: title,
    titleJp: '',
    titleKo: '',
    titleZh: '',
    titleZhTW: '',
    titleFil: '',
    titleVi: '',
    body: `<p>Body of letter ${id} <a href="https://help.example/faq">help</a></p>`,
    bodyEn: `<p>Body of letter ${id} <a href="https://help.example/faq">help</a></p>`,
    bodyJp: '',
    bodyKo: '',
    bodyZh: '',
    bodyZhTW: '',
    bodyFil: '',
    bodyVi: '',
    broadcast: false,
    read: false,
    readAt: null,
    sentAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** An inbox on a fake server that remembers reads and deletions. */
function inbox(letters: StationLetter[]) {
  let rows = [...letters];
  const page = () => ({
    list: rows,
    total: rows.length,
    page: 1,
    pageSize: 20,
    unread: rows.filter((row) => !row.read).length,
  });
  return mockFetch({
    '/v2/app/station/query': () => envelope(page()),
    '/v2/app/station/unread/count': () => envelope({ count: page().unread }),
    '/v2/app/station/read': ({ body }) => {
      const id = (body as { id: number }).id;
      rows = rows.map((row) => (row.id === id ? { ...row, read: true, readAt: '2025-03-02T00:00:00.000Z' } : row));
      return envelope(rows.find((row) => row.id === id));
    },
    '/v2/app/station/read/all': () => {
      const updated = rows.filter((row) => !row.read).length;
      rows = rows.map((row) => ({ ...row, read: true }));
      return envelope({ updated });
    },
    '/v2/app/station/delete': ({ body }) => {
      rows = rows.filter((row) => row.id !== (body as { id: number }).id);
      return envelope({ done: true });
    },
  });
}

function renderInbox() {
  return renderWithProviders(
    <MemoryRouter>
      <StationLetterRoute />
    </MemoryRouter>,
  );
}

function signIn() {
  useSessionStore.setState({ token: 't', user: createUser() });
}

const rows = () => screen.getAllByTestId('letter-row');

describe('the station-letter inbox', () => {
  it('asks a visitor to sign in, in place', async () => {
    const open = vi.fn(() => Promise.resolve(false));
    connectSignInDialog(open);
    const { calls } = inbox([]);
    renderInbox();
    expect(screen.getByText('Sign in to read your messages')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(open).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(0);
  });

  it('lists the letters with the unread ones marked, and opening one marks it read', async () => {
    signIn();
    const { calls } = inbox([letter(1), letter(2, { read: true, broadcast: true })]);
    renderInbox();
    await screen.findByText('1 unread message');
    expect(rows().map((row) => row.dataset.read)).toEqual(['false', 'true']);
    expect(within(rows()[0]!).getByText('Unread:')).toBeTruthy();
    expect(within(rows()[1]!).getByText('To all players')).toBeTruthy();

    fireEvent.click(within(rows()[0]!).getByText('Letter 1'));
    const dialog = await screen.findByRole('dialog', { name: 'Letter 1' });
    expect(within(dialog).getByText(/Body of letter 1/)).toBeTruthy();
    // Links in a letter cannot reach back into the site.
    expect(within(dialog).getByRole('link', { name: 'help' }).getAttribute('rel')).toBe('noopener noreferrer');
    await screen.findByText('All messages read');
    expect(calls.find((call) => call.url.endsWith('/v2/app/station/read'))?.body).toEqual({ id: 1 });
    expect(rows()[0]!.dataset.read).toBe('true');
  });

  it('marks every letter read at once', async () => {
    signIn();
    const { calls } = inbox([letter(1), letter(2)]);
    renderInbox();
    await screen.findByText('2 unread messages');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await screen.findByText('All messages read');
    expect(calls.some((call) => call.url.endsWith('/v2/app/station/read/all'))).toBe(true);
    await waitFor(() => expect(rows().every((row) => row.dataset.read === 'true')).toBe(true));
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes a letter only after the player confirms', async () => {
    signIn();
    const { calls } = inbox([letter(1), letter(2)]);
    renderInbox();
    await screen.findByText('2 unread messages');

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Letter 2”' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this message?' })).toBeNull());
    expect(calls.some((call) => call.url.endsWith('/v2/app/station/delete'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Letter 2”' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.find((call) => call.url.endsWith('/v2/app/station/delete'))?.body).toEqual({ id: 2 });
    expect(screen.queryByText('Letter 2')).toBeNull();
  });

  it('says so when the inbox is empty', async () => {
    signIn();
    inbox([]);
    renderInbox();
    expect(await screen.findByText('Your inbox is empty.')).toBeTruthy();
  });
});
