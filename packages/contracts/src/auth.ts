// Sign-in, captcha, password recovery and password changes (SPEC.md sections 3, 4 and 7).
import { z } from 'zod';
import {
  AccountOrEmail,
  AgentCode,
  CaptchaAnswer,
  CaptchaId,
  CurrentPassword,
  Email,
  EmailCode,
  FundPassword,
  Password,
  text,
} from './fields';

/** POST /v2/app/auth/get: a captcha image (base64 GIF, no data: prefix) and its id. */
export const CaptchaResponse = z.object({ img: z.string(), uuid: z.string() });
export type CaptchaResponse = z.infer<typeof CaptchaResponse>;

/** POST /v2/app/auth/login */
export const LoginRequest = z.object({
  account: AccountOrEmail,
  password: CurrentPassword,
  uuid: CaptchaId,
  qrcode: text().trim().max(12).default(''),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/** What every successful sign-in or registration returns. */
export const TokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** POST /v2/app/auth/send/email: find-password step 1, mails a code to the account's address. */
export const ResetCodeRequest = z.object({
  account: AccountOrEmail,
  qrcode: CaptchaAnswer,
  uuid: CaptchaId,
});
export type ResetCodeRequest = z.input<typeof ResetCodeRequest>;

/** POST /v2/app/auth/reset/password: qrcode is the e-mailed code. */
export const ResetPasswordRequest = z.object({
  account: AccountOrEmail,
  newPassword: Password,
  qrcode: EmailCode,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

/** POST /v2/app/auth/password/update */
export const PasswordUpdateRequest = z.object({
  oldPassword: CurrentPassword,
  newPassword: Password,
});
export type PasswordUpdateRequest = z.input<typeof PasswordUpdateRequest>;

/**
 * POST /v2/app/auth/password/update/payment: sets the fund password. Changing an existing one needs
 * the old fund password or a code e-mailed by POST /v2/app/auth/send/email/payment.
 */
export const FundPasswordUpdateRequest = z.object({
  newFundPassword: FundPassword,
  oldFundPassword: FundPassword.optional(),
  code: EmailCode.optional(),
});
export type FundPasswordUpdateRequest = z.input<typeof FundPasswordUpdateRequest>;

/** POST /v2/app/auth/login3: Google ID token or Line authorization code. */
export const ThirdPartyLoginRequest = z.object({
  event: z.enum(['google', 'line']),
  token: text().min(1).max(4096),
  agentCode: AgentCode.optional(),
  /** For Line: the redirect URI the code was issued for. */
  redirectUri: text().url().max(500).optional(),
});
export type ThirdPartyLoginRequest = z.input<typeof ThirdPartyLoginRequest>;

/** POST /v2/app/auth/providers: which third-party sign-ins are configured (their buttons show only then). */
export const AuthProvidersResponse = z.object({
  google: z.object({ clientId: z.string() }).nullable(),
  line: z.object({ clientId: z.string(), authorizeUrl: z.string() }).nullable(),
  captcha: z.boolean(),
  /** MINIMUM_AGE: the age a player confirms at registration and must have to deposit and play. */
  minimumAge: z.number().int(),
  /** Countries (ISO 3166-1 alpha-2) whose law sets a higher age, and that age (JP: 20). */
  minimumAgeByCountry: z.record(z.string(), z.number().int()),
});
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponse>;

/** A generic "done" answer for calls whose success carries nothing. */
export const Done = z.object({ done: z.literal(true) });

/** Answer of code-sending calls: when another code may be asked for. */
export const CodeSentResponse = z.object({ resendAfterSeconds: z.number().int() });
export type CodeSentResponse = z.infer<typeof CodeSentResponse>;

/**
 * POST /v2/app/auth/email/code: mails a code to an address the signed-in player wants as theirs
 * (an account an agent created holds its address unconfirmed until then).
 */
export const EmailConfirmCodeRequest = z.object({ email: Email });
export type EmailConfirmCodeRequest = z.input<typeof EmailConfirmCodeRequest>;

/** POST /v2/app/auth/email/confirm: the mailed code makes the address the player's, confirmed. */
export const EmailConfirmRequest = z.object({ email: Email, code: EmailCode });
export type EmailConfirmRequest = z.input<typeof EmailConfirmRequest>;
export const EmailConfirmResponse = z.object({ email: z.string(), emailVerified: z.literal(true) });
export type EmailConfirmResponse = z.infer<typeof EmailConfirmResponse>;
