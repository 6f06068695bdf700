import type { AdminStationDraft, StationLetter } from '@hall/contracts/content';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LetterDialog } from '../../features/content/components/letter-dialog';
import consoleEn from '../../locales/console/en-US.json';
import contentEn from '../../locales/content/en-US.json';
import { LetterPreview } from './letter-preview';
import { letterBody, letterFormValues, letterPreview } from './letter-values';

beforeAll(() => {
  i18next.addResourceBundle('en-US', 'console', consoleEn, true, true);
  i18next.addResourceBundle('en-US', 'content', contentEn, true, true);
});

const empty = { titleKo: '', titleZh: '', titleZhTW: '', titleFil: '', titleVi: '' };
const emptyBodies = { bodyKo: '', bodyZh: '', bodyZhTW: '', bodyFil: '', bodyVi: '' };

function draft(overrides: Partial<AdminStationDraft> = {}): AdminStationDraft {
  return {
    id: 7,
    target: 'all',
    account: null,
    segment: null,
    titleEn: 'Spring festival',
    titleJp: '春のフェスティバル',
    ...empty,
    bodyEn: '<p>Spin <strong>twice</strong> the <a href="/game/promotion">prizes</a>.</p>',
    bodyJp: '<p>賞品が<strong>2倍</strong>。</p>',
    ...emptyBodies,
    publishAt: '2030-04-01T01:00:00.000Z',
    unpublishAt: null,
    createdAt: '2030-03-01T00:00:00.000Z',
    updatedAt: '2030-03-02T00:00:00.000Z',
    sentAt: null,
    letterId: null,
    ...overrides,
  };
}

describe('the letter form', () => {
  it('gives back a saved draft as the same request body it was saved from', () => {
    const segmentDraft = draft({
      target: 'segment',
      segment: {
        locale: 'ko-KR',
        kyc: 'approved',
        registeredFrom: '2030-01-01T00:00:00.000Z',
        inactiveDays: 14,
        agentAccount: 'boss',
      },
      unpublishAt: '2030-05-01T00:00:00.000Z',
    });
    const body = letterBody(letterFormValues(segmentDraft));
    expect(body).toMatchObject({
      target: 'segment',
      segment: segmentDraft.segment,
      titleEn: 'Spring festival',
      bodyJp: segmentDraft.bodyJp,
      titleVi: '',
      publishAt: '2030-04-01T01:00:00.000Z',
      unpublishAt: '2030-05-01T00:00:00.000Z',
    });
    expect(body).not.toHaveProperty('account');

    const toOne = letterBody(letterFormValues(draft({ target: 'player', account: 'alice', publishAt: null })));
    expect(toOne).toMatchObject({ target: 'player', account: 'alice', publishAt: null });
    expect(toOne).not.toHaveProperty('segment');
  });

  it('sends only the chosen target’s own field and the filters filled in', () => {
    const body = letterBody({
      target: 'all',
      account: 'left over',
      segment: { locale: 'ja-JP', registered: [dayjs('2030-01-01T00:00:00.000Z'), null], agentAccount: '  ' },
      titleEn: 'Hi',
    });
    expect(body).not.toHaveProperty('account');
    expect(body).not.toHaveProperty('segment');
    const segment = letterBody({ target: 'segment', segment: { registered: [null, dayjs('2030-01-02T00:00:00Z')] } });
    expect(segment.segment).toEqual({ registeredTo: '2030-01-02T00:00:00.000Z' });
  });

  it('starts a new letter as one to a player, now', () => {
    expect(letterFormValues(null)).toEqual({ target: 'player' });
  });
});

describe('the letter preview', () => {
  it('chooses the language as the inbox does, falling back when one is not written', () => {
    const letter = draft();
    expect(letterPreview(letter, 'ja-JP')).toMatchObject({ title: '春のフェスティバル', broadcast: true });
    // Traditional Chinese falls back to Simplified, then Japanese.
    expect(letterPreview(letter, 'zh-TW').title).toBe('春のフェスティバル');
    expect(letterPreview(letter, 'ko-KR').body).toBe(letter.bodyJp);
    expect(letterPreview(letter, 'en-US').title).toBe('Spring festival');
    const now = new Date('2031-01-01T00:00:00Z');
    expect(letterPreview(draft({ publishAt: null, target: 'player' }), 'en-US', now)).toMatchObject({
      sentAt: '2031-01-01T00:00:00.000Z',
      broadcast: false,
    });
  });

  it('draws the body exactly as the player’s opened letter does, in the language picked', async () => {
    const letter = draft();
    render(
      <MemoryRouter>
        <LetterPreview letter={letter} initialLocale="en-US" />
      </MemoryRouter>,
    );
    const preview = screen.getByTestId('letter-preview');
    expect(preview.getAttribute('lang')).toBe('en-US');
    expect(within(preview).getByTestId('letter-preview-title').textContent).toBe('Spring festival');
    // The inbox's own words for a letter to everyone, from the player site's texts.
    await waitFor(() => expect(within(preview).getAllByText(contentEn.station.toAll)).toHaveLength(2));

    // The player's inbox opening the same letter (as the server answers it to an English reader).
    const asSent: StationLetter = {
      ...letter,
      title: letter.titleEn,
      body: letter.bodyEn,
      broadcast: true,
      read: true,
      readAt: null,
      sentAt: letter.publishAt!,
    };
    const player = render(
      <MemoryRouter>
        <LetterDialog letter={asSent} onClose={() => undefined} onDelete={() => undefined} />
      </MemoryRouter>,
    );
    const opened = await player.findByTestId('letter-dialog');
    const playerBody = opened.querySelector('.letter-dialog-body')!;
    const previewBody = preview.querySelector('.letter-dialog-body')!;
    expect(previewBody.innerHTML).toBe(playerBody.innerHTML);
    expect(previewBody.querySelector('a')!.getAttribute('href')).toBe('/game/promotion');
    expect(preview.querySelector('.letter-dialog-meta time')!.textContent).toBe(
      opened.querySelector('.letter-dialog-meta time')!.textContent,
    );

    fireEvent.click(screen.getByText('日本語'));
    await waitFor(() => expect(screen.getByTestId('letter-preview').getAttribute('lang')).toBe('ja-JP'));
    expect(screen.getByTestId('letter-preview-title').textContent).toBe('春のフェスティバル');
    expect(screen.getByTestId('letter-preview').querySelector('.letter-dialog-body')!.innerHTML).toContain(
      '<strong>2倍</strong>',
    );
  });
});
