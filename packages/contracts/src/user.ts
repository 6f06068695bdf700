// The signed-in player as the web app stores it (POST /v2/app/user/info). Never carries a hash.
import { z } from 'zod';
import { BirthDate, text } from './fields';

/** `closed`: the player closed the account (it cannot sign in, so the player never reads it; the back office does). */
export const UserStatus = z.enum(['active', 'frozen', 'closed']);

export const UserInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  email: z.string(),
  /** Whether the owner confirmed the address with a code (an agent's member confirms its own). */
  emailVerified: z.boolean(),
  nickname: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  pinyinName: z.string().nullable(),
  phone: z.string().nullable(),
  countryCode: z.string().nullable(),
  /** Only the last four characters are shown; the rest is masked. */
  idNumberMasked: z.string().nullable(),
  locale: z.string().nullable(),
  status: UserStatus,
  hasFundPassword: z.boolean(),
  /** True for an account an agent created until the player has chosen its own password. */
  passwordChangeRequired: z.boolean(),
  /** YYYY-MM-DD, given on the profile or at identity verification; null until then. */
  birthDate: z.string().nullable(),
  /** The player can no longer change it (the real name is locked, or it makes them under age): support can. */
  birthDateLocked: z.boolean(),
  /**
   * True until the player has confirmed the age and accepted the terms (an account opened through
   * Google, Line or by an agent): deposits and play are refused with reason `confirmation_required`.
   */
  confirmationRequired: z.boolean(),
  createdAt: z.string().datetime(),
  lastLoginAt: z.string().datetime().nullable(),
});
export type UserInfo = z.infer<typeof UserInfo>;

const optionalText = (max: number) => text().trim().max(max, { error: 'validation.too_long' }).optional();

/** POST /v2/app/user/update: the profile fields a player may change themselves. */
export const UserUpdateRequest = z.object({
  nickname: optionalText(32),
  firstName: optionalText(64),
  lastName: optionalText(64),
  pinyinName: optionalText(128),
  phone: text()
    .trim()
    .max(32, { error: 'validation.too_long' })
    .regex(/^\+?[0-9 -]*$/, { error: 'validation.phone_format' })
    .optional(),
  countryCode: text()
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'validation.country' })
    .optional(),
  /** An empty string clears it (while the player may still change it). */
  birthDate: z.union([z.literal(''), BirthDate]).optional(),
});
export type UserUpdateRequest = z.input<typeof UserUpdateRequest>;

/**
 * POST /v2/app/user/confirm/age: the confirmation an account opened through Google, Line or by an
 * agent gives before its first deposit or game: the date of birth (the age is that of the country),
 * the country where the profile has none, and the terms accepted.
 */
export const AccountConfirmRequest = z.object({
  birthDate: BirthDate,
  countryCode: text()
    .trim()
    .regex(/^[A-Z]{2}$/, { error: 'validation.country' })
    .optional(),
  acceptTerms: z.literal(true, { error: 'validation.accept_terms' }),
});
export type AccountConfirmRequest = z.input<typeof AccountConfirmRequest>;

/** POST /v2/app/user/update/idNumber: set once; later changes go through support with KYC. */
export const IdNumberUpdateRequest = z.object({
  idNumber: text()
    .trim()
    .min(4, { error: 'validation.id_number_format' })
    .max(64, { error: 'validation.too_long' })
    .regex(/^[A-Za-z0-9-]+$/, { error: 'validation.id_number_format' }),
});
export type IdNumberUpdateRequest = z.input<typeof IdNumberUpdateRequest>;

/** POST /v2/app/user/balance: the player's coins. */
export const BalanceResponse = z.object({ coins: z.string() });
