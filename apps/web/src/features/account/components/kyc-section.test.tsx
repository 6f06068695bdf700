import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KYC_REJECT_REASONS } from '@hall/contracts/kyc';
import { LOCALES } from '@hall/contracts/locale';
import account from '../../../locales/account/en-US.json';
import accountJa from '../../../locales/account/ja-JP.json';
import { loadMessages } from '../../../lib/i18n';
import { useSessionStore } from '../../../lib/session-store';
import { createUser } from '../../../test/factories';
import { envelope, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { KycSection } from './kyc-section';

// jsdom has no canvas: the compressor stands in with a fixed result per file.
vi.mock('../../../lib/compress-photo', () => ({
  compressPhoto: async (file: File) => `data:image/jpeg;base64,${btoa(file.name)}`,
}));

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'account', account, true, true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clearSession();
});

const submission = (status: string, reasonCode: string | null = null, reason: string | null = null) => ({
  id: 3,
  status,
  reasonCode,
  reason,
  createdAt: '2025-03-01T10:00:00.000Z',
  reviewedAt: null,
});

function choose(slot: string, name: string) {
  const input = screen.getByTestId(`kyc-${slot}`).querySelector('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['x'], name, { type: 'image/png' })] } });
}

describe('identity verification', () => {
  it('asks for each missing photo, then sends the three compressed photos and shows "submitted"', async () => {
    const { calls } = mockFetch({
      '/v2/app/user/kyc/latest': () => envelope(null),
      '/v2/app/user/kyc/add': () => envelope(submission('submitted')),
    });
    renderWithProviders(<KycSection />);
    fireEvent.click(await screen.findByTestId('kyc-submit'));
    expect(screen.getByText('Please upload Front of your ID')).toBeTruthy();
    expect(screen.getByText('Please upload Back of your ID')).toBeTruthy();
    expect(screen.getByText('Please upload You holding your ID')).toBeTruthy();
    expect(screen.getByText('Please input your date of birth')).toBeTruthy();

    choose('front', 'front.png');
    choose('back', 'back.png');
    choose('handheld', 'hand.png');
    expect(await screen.findByRole('img', { name: 'Chosen photo: You holding your ID' })).toBeTruthy();
    expect(screen.getByLabelText('Choose a photo: Front of your ID')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-04-05' } });
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect((await screen.findByTestId('kyc-status')).textContent).toContain('Submitted');
    expect(calls.find((call) => call.url === '/v2/app/user/kyc/add')!.body).toEqual({
      front: `data:image/jpeg;base64,${btoa('front.png')}`,
      back: `data:image/jpeg;base64,${btoa('back.png')}`,
      handheld: `data:image/jpeg;base64,${btoa('hand.png')}`,
      birthDate: '1990-04-05',
    });
    expect(screen.queryByTestId('kyc-submit')).toBeNull();
  });

  it('shows a locked date of birth without sending it, and asks for a real date otherwise', async () => {
    const { calls } = mockFetch({
      '/v2/app/user/kyc/latest': () => envelope(null),
      '/v2/app/user/kyc/add': () => envelope(submission('submitted')),
    });
    useSessionStore.getState().setSession({
      user: createUser({ birthDate: '1988-01-02', birthDateLocked: true }),
      isAgent: false,
    });
    renderWithProviders(<KycSection />);
    await screen.findByTestId('kyc-submit');
    const date = screen.getByLabelText<HTMLInputElement>('Date of birth');
    expect(date.value).toBe('1988-01-02');
    expect(date.disabled).toBe(true);
    choose('front', 'front.png');
    choose('back', 'back.png');
    choose('handheld', 'hand.png');
    await screen.findByRole('img', { name: 'Chosen photo: You holding your ID' });
    fireEvent.click(screen.getByTestId('kyc-submit'));
    await screen.findByTestId('kyc-status');
    expect(calls.find((call) => call.url === '/v2/app/user/kyc/add')!.body).not.toHaveProperty('birthDate');
  });

  it('refuses a date of birth in the future before sending anything', async () => {
    const { calls } = mockFetch({ '/v2/app/user/kyc/latest': () => envelope(null) });
    renderWithProviders(<KycSection />);
    await screen.findByTestId('kyc-submit');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '2999-01-01' } });
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(await screen.findByText('Enter a real date between 1900 and today')).toBeTruthy();
    expect(calls.some((call) => call.url === '/v2/app/user/kyc/add')).toBe(false);
  });

  it('lets a chosen photo be removed again', async () => {
    mockFetch({ '/v2/app/user/kyc/latest': () => envelope(null) });
    renderWithProviders(<KycSection />);
    await screen.findByTestId('kyc-submit');
    choose('front', 'front.png');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove photo: Front of your ID' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Chosen photo: Front of your ID' })).toBeNull());
  });

  it('shows a submission waiting for review, without a form', async () => {
    mockFetch({ '/v2/app/user/kyc/latest': () => envelope(submission('submitted')) });
    renderWithProviders(<KycSection />);
    expect((await screen.findByTestId('kyc-status')).textContent).toContain('waiting for review');
    expect(screen.queryByTestId('kyc-submit')).toBeNull();
  });

  it("shows the reason of a rejection in the player's language, the note as written, and takes new photos", async () => {
    mockFetch({
      '/v2/app/user/kyc/latest': () => envelope(submission('rejected', 'mismatch', 'Nom différent : Dupont')),
    });
    renderWithProviders(<KycSection />);
    expect((await screen.findByTestId('kyc-reject-reason')).textContent).toBe(
      'Reason: The name or number on the ID does not match your account details.',
    );
    expect(screen.getByTestId('kyc-reject-note').textContent).toBe('Note from our team: Nom différent : Dupont');
    expect(screen.getByText('Please send new photos.')).toBeTruthy();
    expect(screen.getByTestId('kyc-submit')).toBeTruthy();
  });

  it('names every reason code in every language, in that language', async () => {
    const english = account.kyc.rejectReason;
    for (const locale of LOCALES) {
      const texts = (await loadMessages(locale, 'account')) as typeof account;
      for (const code of KYC_REJECT_REASONS) {
        expect(texts.kyc.rejectReason[code], `${locale} ${code}`).toBeTruthy();
        if (locale !== 'en-US') expect(texts.kyc.rejectReason[code], `${locale} ${code}`).not.toBe(english[code]);
      }
    }
  });

  it('shows a rejection in Japanese to a player reading Japanese, with no note when none was written', async () => {
    i18next.addResourceBundle('ja-JP', 'account', accountJa, true, true);
    await i18next.changeLanguage('ja-JP');
    try {
      mockFetch({ '/v2/app/user/kyc/latest': () => envelope(submission('rejected', 'blurry')) });
      renderWithProviders(<KycSection />);
      expect((await screen.findByTestId('kyc-reject-reason')).textContent).toBe(
        '理由：写真がぼやけているか暗すぎて読み取れません。',
      );
      expect(screen.queryByTestId('kyc-reject-note')).toBeNull();
    } finally {
      await i18next.changeLanguage('en-US');
    }
  });

  it('shows an approved verification', async () => {
    mockFetch({ '/v2/app/user/kyc/latest': () => envelope(submission('approved')) });
    renderWithProviders(<KycSection />);
    expect((await screen.findByTestId('kyc-status')).textContent).toContain('Verified');
    expect(screen.queryByTestId('kyc-submit')).toBeNull();
  });
});
