// The one response envelope every API call returns: { code, msg, data }.
// code 200 is success; any other code is an error whose msg is localised by Accept-Language.
import { z } from 'zod';
import { AmlOpenFlag } from './aml';

export const SUCCESS_CODE = 200;

/** Machine-readable reasons carried in `data.reason` of an error envelope. */
export const ErrorReason = z.enum([
  'validation_failed',
  'malformed_body',
  'body_too_large',
  'unsupported_media_type',
  'not_found',
  'method_not_allowed',
  'not_signed_in',
  'session_ended',
  'forbidden',
  'conflict',
  'too_many_requests',
  'internal_error',
]);
export type ErrorReason = z.infer<typeof ErrorReason>;

export const FieldIssue = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssue>;

export const ErrorData = z.object({
  reason: z.string(),
  requestId: z.string(),
  fields: z.array(FieldIssue).optional(),
  retryAfterSeconds: z.number().int().optional(),
  /** A deposit past a limit: the coins still allowed, and the limit's period (day, week or month). */
  remaining: z.string().optional(),
  period: z.string().optional(),
  /** A withdrawal refused while a bonus is wagered: the locked bonus coins it would give up. */
  bonus: z.string().optional(),
  /** A bonus refused: why (`kyc_required`, `already_claimed`, ... as BonusRefusal names them). */
  refusal: z.string().optional(),
  /** A reality check: minutes played in this session and its net result in coins (negative: lost). */
  sessionMinutes: z.number().int().optional(),
  sessionNet: z.string().optional(),
  /** Play stopped at a reality check (reason `play_paused`): when it reopens. */
  pausedUntil: z.string().optional(),
  /** A withdrawal approval that did not name every open AML flag (`aml_flags_unseen`): the open flags. */
  flags: z.array(AmlOpenFlag).optional(),
});
export type ErrorData = z.infer<typeof ErrorData>;

export const ErrorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: ErrorData.nullable(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** The success envelope around a payload schema. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.literal(SUCCESS_CODE),
    msg: z.string(),
    data,
  });
}

export type Envelope<T> = { code: number; msg: string; data: T };

/** The body of calls that take no parameters: any JSON object, unknown fields dropped. */
export const EmptyRequest = z.object({}).strip();
export type EmptyRequest = z.infer<typeof EmptyRequest>;
