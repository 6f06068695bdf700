// Paging and date ranges shared by every list call.
import { z } from 'zod';
import { instant } from './fields';

export const Paging = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type Paging = z.infer<typeof Paging>;

/** An optional time window: ISO date-times within INSTANT_MIN..INSTANT_MAX, `from` inclusive, `to` exclusive. */
export const DateRange = z.object({
  from: instant().optional(),
  to: instant().optional(),
});

/** A list request with a time window: `schema` plus `from`/`to`, refusing a window that ends before it starts. */
export function withDateRange<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return schema.extend(DateRange.shape).superRefine((value, ctx) => {
    const { from, to } = value as { from?: string; to?: string };
    if (from !== undefined && to !== undefined && Date.parse(to) < Date.parse(from))
      ctx.addIssue({ code: 'custom', path: ['to'], input: to, message: 'validation.invalid' });
  });
}

/** One page of a list, with the total number of rows matching the filter. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
