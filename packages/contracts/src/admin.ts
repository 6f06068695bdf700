// The back office: operator sign-in and the shapes its calls share.
import { z } from 'zod';
import { text } from './fields';

export const OperatorRole = z.enum(['admin', 'finance', 'support', 'content']);
export type OperatorRole = z.infer<typeof OperatorRole>;

/** POST /v2/admin/auth/login */
export const OperatorLoginRequest = z.object({
  username: text().trim().min(1, { error: 'validation.required' }).max(32, { error: 'validation.too_long' }),
  password: text({ multiline: true })
    .min(1, { error: 'validation.required' })
    .max(128, { error: 'validation.too_long' }),
});
export type OperatorLoginRequest = z.input<typeof OperatorLoginRequest>;

export const OperatorLoginResponse = z.object({ token: z.string(), role: OperatorRole, username: z.string() });

/** POST /v2/admin/auth/me */
export const OperatorInfo = z.object({ id: z.number().int(), username: z.string(), role: OperatorRole });
