// Between a station letter (or its draft) and the console's letter form, and what its preview shows.
// One body serves /station/send and the draft calls alike, so a draft sends exactly what was written.
import dayjs, { type Dayjs } from 'dayjs';
import {
  LOCALIZED_SUFFIXES,
  type AdminStationDraft,
  type StationSegment,
  type StationSend,
  type StationTarget,
} from '@hall/contracts/content';
import { LOCALE_FIELD_SUFFIX, LOCALES, type Locale } from '@hall/contracts/locale';
import { localizedField } from '../../lib/localized-field';
import { localizedValues, TITLE_AND_BODY } from './localized-fields';

export interface SegmentValues {
  locale?: Locale | undefined;
  kyc?: 'approved' | 'not_approved' | undefined;
  deposited?: 'yes' | 'never' | undefined;
  registered?: [Dayjs | null, Dayjs | null] | null | undefined;
  inactiveDays?: number | null | undefined;
  agentAccount?: string | undefined;
}

export interface LetterFormValues extends Record<string, unknown> {
  target: StationTarget;
  account?: string | undefined;
  segment?: SegmentValues | undefined;
  publishAt?: Dayjs | null | undefined;
  unpublishAt?: Dayjs | null | undefined;
}

/** The filters the operator filled in, as the API takes them (empty ones left out). */
export function segmentOf(values: SegmentValues | undefined): StationSegment {
  const v = values ?? {};
  const [from, to] = v.registered ?? [];
  return {
    ...(v.locale ? { locale: v.locale } : {}),
    ...(v.kyc ? { kyc: v.kyc } : {}),
    ...(v.deposited ? { deposited: v.deposited } : {}),
    ...(from ? { registeredFrom: from.toISOString() } : {}),
    ...(to ? { registeredTo: to.toISOString() } : {}),
    ...(v.inactiveDays ? { inactiveDays: v.inactiveDays } : {}),
    ...(v.agentAccount?.trim() ? { agentAccount: v.agentAccount.trim() } : {}),
  };
}

/** The request body of a letter or a draft: only the target's own field, every language, the window. */
export function letterBody(values: LetterFormValues): StationSend {
  return {
    target: values.target,
    ...(values.target === 'player' ? { account: values.account } : {}),
    ...(values.target === 'segment' ? { segment: segmentOf(values.segment) } : {}),
    ...localizedValues(values, TITLE_AND_BODY),
    publishAt: values.publishAt ? values.publishAt.toISOString() : null,
    unpublishAt: values.unpublishAt ? values.unpublishAt.toISOString() : null,
  };
}

/** The form's values for a saved draft, or for a new letter (to one player, now). */
export function letterFormValues(draft?: AdminStationDraft | null): LetterFormValues {
  if (!draft) return { target: 'player' };
  const texts: Record<string, string> = {};
  for (const base of ['title', 'body'] as const)
    for (const suffix of LOCALIZED_SUFFIXES) texts[`${base}${suffix}`] = draft[`${base}${suffix}`];
  const segment = draft.segment;
  return {
    ...texts,
    target: draft.target,
    account: draft.account ?? undefined,
    segment: segment
      ? {
          locale: segment.locale,
          kyc: segment.kyc,
          deposited: segment.deposited,
          registered:
            segment.registeredFrom || segment.registeredTo
              ? [
                  segment.registeredFrom ? dayjs(segment.registeredFrom) : null,
                  segment.registeredTo ? dayjs(segment.registeredTo) : null,
                ]
              : null,
          inactiveDays: segment.inactiveDays ?? null,
          agentAccount: segment.agentAccount,
        }
      : undefined,
    publishAt: draft.publishAt ? dayjs(draft.publishAt) : null,
    unpublishAt: draft.unpublishAt ? dayjs(draft.unpublishAt) : null,
  };
}

export interface LetterPreview {
  /** Undefined when no language has one (the inbox then shows its own "untitled"). */
  title: string | undefined;
  /** Sanitised HTML as the server stored it. */
  body: string | undefined;
  /** What the inbox shows as the letter's time: its chosen arrival, or now for "when sent". */
  sentAt: string;
  /** Marked "to everyone" in the inbox. */
  broadcast: boolean;
}

/**
 * A draft as the player's inbox shows it to a reader of `locale`, with the same choice between
 * languages (the chosen one, then its fallbacks, then any with text).
 */
export function letterPreview(
  letter: Pick<AdminStationDraft, 'target' | 'publishAt'>,
  locale: Locale,
  now: Date = new Date(),
): LetterPreview {
  return {
    title: localizedField(letter, 'title', locale),
    body: localizedField(letter, 'body', locale),
    sentAt: letter.publishAt ?? now.toISOString(),
    broadcast: letter.target === 'all',
  };
}

/** Text that shows: a rich body of empty paragraphs (`<p><br></p>`) says nothing. */
const hasText = (value: unknown) => typeof value === 'string' && value.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '';

/**
 * The languages a letter has no title or no body in: their readers get it in another language
 * (SPEC.md section 9's fallback), which the sender is told before a letter to many goes out.
 */
export function missingLanguages(body: Record<string, unknown>): Locale[] {
  return LOCALES.filter((locale) => {
    const suffix = LOCALE_FIELD_SUFFIX[locale];
    return !hasText(body[`title${suffix}`]) || !hasText(body[`body${suffix}`]);
  });
}
