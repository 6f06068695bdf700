// Paging and date ranges shared by every list call.
import { z } from 'zod';

export const Paging = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type Paging = z.infer<typeof Paging>;

/** An optional time window: ISO date-times, `from` inclusive, `to` exclusive. */
export const DateRange = z.object({
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
});

/** One page of a list, with the total number of rows matching the filter. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
