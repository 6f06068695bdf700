// Payment channels in the back office: finance turns them on and off, sets their bounds, fees and
// display order. Each change is one transaction with its audit row (before and after).
import type { z } from 'zod';
import type { Locale } from '@hall/contracts/locale';
import type { ChannelUpdateRequest } from '@hall/contracts/pay';
import type { Executor } from '../../db/client';
import type { paymentChannels } from '../../db/schema/pay';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { localized } from '../../lib/localized';
import { writeAudit } from '../operator/service';
import { allChannels, lockChannel, updateChannelRow } from './repo';

type Row = typeof paymentChannels.$inferSelect;

const view = (c: Row, locale: Locale) => ({
  id: c.id,
  code: c.code,
  direction: c.direction,
  adapter: c.adapter,
  currency: c.currency,
  name: localized(c, 'name', locale),
  minAmount: c.minAmount.toString(),
  maxAmount: c.maxAmount.toString(),
  feeBasisPoints: c.feeBasisPoints,
  feeFixed: c.feeFixed.toString(),
  enabled: c.enabled,
  sortOrder: c.sortOrder,
});

export async function adminListChannels(db: Executor, locale: Locale) {
  const rows = await allChannels(db);
  return rows.map((c) => view(c, locale));
}

export async function updateChannel(
  db: Executor,
  operatorId: number,
  input: z.output<typeof ChannelUpdateRequest>,
  ip: string,
  locale: Locale,
) {
  return inTransaction(db, async (tx) => {
    const before = await lockChannel(tx, input.id);
    if (!before) throw AppError.notFound();
    const next = {
      enabled: input.enabled ?? before.enabled,
      minAmount: input.minAmount === undefined ? before.minAmount : BigInt(input.minAmount),
      maxAmount: input.maxAmount === undefined ? before.maxAmount : BigInt(input.maxAmount),
      feeBasisPoints: input.feeBasisPoints ?? before.feeBasisPoints,
      feeFixed: input.feeFixed === undefined ? before.feeFixed : BigInt(input.feeFixed),
      sortOrder: input.sortOrder ?? before.sortOrder,
    };
    if (next.minAmount > next.maxAmount) throw new AppError(400, 'channel_bounds', 'pay.channel_bounds');
    const after = await updateChannelRow(tx, input.id, next);
    await writeAudit(tx, {
      operatorId,
      action: 'channel.update',
      targetType: 'channel',
      targetId: before.code,
      before: view(before, 'en-US'),
      after: view(after, 'en-US'),
      ip,
    });
    return view(after, locale);
  });
}
