import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { KYC_REJECT_REASONS } from '@hall/contracts/kyc';
import { LOCALES } from '@hall/contracts/locale';
import consoleEn from '../../locales/console/en-US.json';
import { shimJsdomForAntd } from '../../test/antd-jsdom';
import { loadMessages } from '../../lib/i18n';
import { NS } from '../i18n';
import { KycRejectButton, kycRejectBody, type KycRejectValues } from './kyc-reject-button';

shimJsdomForAntd();
beforeAll(() => {
  i18next.addResourceBundle('en-US', NS, consoleEn, true, true);
});

function open(onSubmit = vi.fn(async (_values: KycRejectValues) => true)) {
  render(<KycRejectButton label="Reject" title="Reject identity check" onSubmit={onSubmit} />);
  fireEvent.click(screen.getByTestId('kyc-reject'));
  return { onSubmit, dialog: screen.getByRole('dialog') };
}

async function choose(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(label));
}

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

// antd's first render in jsdom is slow on a busy machine.
// antd's first render in jsdom is slow on a busy machine: one dialog walks through every rule.
describe('rejecting an identity check', { timeout: 60_000 }, () => {
  it('needs a reason from the list, a note with "other", then sends the chosen code with the note', async () => {
    const { onSubmit, dialog } = open();
    submit(dialog);
    expect(await within(dialog).findByText('Required')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox'));
    for (const code of KYC_REJECT_REASONS)
      expect(await screen.findByTitle(consoleEn.kyc.reject_reason[code])).toBeTruthy();
    fireEvent.click(screen.getByTitle('Other (explain in the note)'));
    submit(dialog);
    // "Other" says nothing by itself: the note is asked for.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Note to the player').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await choose('Name or number does not match');
    fireEvent.change(within(dialog).getByLabelText('Note to the player'), {
      target: { value: 'The surname is spelt differently' },
    });
    submit(dialog);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ reasonCode: 'mismatch', note: 'The surname is spelt differently' });
  });

  it('builds the review call: the note trimmed, left out when blank', () => {
    expect(kycRejectBody(3, { reasonCode: 'other', note: '  Shows a library card  ' })).toEqual({
      id: 3,
      approve: false,
      reasonCode: 'other',
      reason: 'Shows a library card',
    });
    expect(kycRejectBody(3, { reasonCode: 'blurry', note: '   ' })).toEqual({
      id: 3,
      approve: false,
      reasonCode: 'blurry',
    });
  });

  it('names every reason in the seven console languages', async () => {
    for (const locale of LOCALES) {
      const texts = (await loadMessages(locale, NS)) as typeof consoleEn;
      for (const code of KYC_REJECT_REASONS) expect(texts.kyc.reject_reason[code], `${locale} ${code}`).toBeTruthy();
    }
  });
});
