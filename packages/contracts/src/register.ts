// Registration in two steps (SPEC.md section 4): verify the e-mail with a code, then choose the
// user name and password.
import { z } from 'zod';
import { Account, AgentCode, Email, EmailCode, Password } from './fields';

/** POST /v2/app/register/send/email/code */
export const SendEmailCodeRequest = z.object({ email: Email });
export type SendEmailCodeRequest = z.input<typeof SendEmailCodeRequest>;

/** POST /v2/app/register/valid */
export const RegisterValidRequest = z.object({
  email: Email,
  code: EmailCode,
  acceptTerms: z.literal(true, { error: 'validation.accept_terms' }),
});
export type RegisterValidRequest = z.input<typeof RegisterValidRequest>;

/** POST /v2/app/register/user */
export const RegisterUserRequest = z.object({
  account: Account,
  email: Email,
  password: Password,
  agentCode: AgentCode.optional(),
  /** The player confirms being at least MINIMUM_AGE (the box on the form); the time is kept. */
  ageConfirmed: z.literal(true, { error: 'validation.age_confirm' }),
});
export type RegisterUserRequest = z.input<typeof RegisterUserRequest>;
