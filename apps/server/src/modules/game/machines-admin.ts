// Machines in the back office: each with its setting (and whether players on older seed pairs still
// play an earlier one) and state, today's figures (since midnight UTC, like the hall's data counters)
// and the last thirty days' measured return beside the exact return of its game's table; turning a
// machine off or on is audited.
import { GAMES } from '@hall/game-engine/games';
import type { z } from 'zod';
import type { RtpRow as RtpRowSchema } from '@hall/contracts/game';
import type { Locale } from '@hall/contracts/locale';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { localized } from '../../lib/localized';
import { writeAudit } from '../operator/service';
import { lockMachine, machineSumsSince, machinesWithGames, pendingSettingChanges, setMachineEnabledRow } from './repo';

interface Sums {
  rounds: number;
  bets: string;
  wins: string;
}
const figures = (s: Sums | undefined) => {
  const bets = BigInt(s?.bets ?? '0');
  const wins = BigInt(s?.wins ?? '0');
  return {
    rounds: s?.rounds ?? 0,
    bets: bets.toString(),
    wins: wins.toString(),
    rtp: bets === 0n ? 0 : Number((wins * 1_000_000n) / bets) / 1_000_000,
  };
};

async function sumsSince(db: Executor, since: Date) {
  return new Map((await machineSumsSince(db, since)).map((r) => [r.machineId, r]));
}

const pendingOf = (p: { since: Date; seedPairs: number } | undefined) =>
  p && p.seedPairs > 0 ? { since: p.since.toISOString(), seedPairs: p.seedPairs } : null;

export async function adminMachines(db: Executor, locale: Locale, now = new Date()) {
  const midnight = new Date(now);
  midnight.setUTCHours(0, 0, 0, 0);
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const [rows, today, month, pending] = await Promise.all([
    machinesWithGames(db),
    sumsSince(db, midnight),
    sumsSince(db, monthAgo),
    pendingSettingChanges(db),
  ]);
  return rows.map(({ machine, game }) => ({
    id: machine.id,
    gameId: game.id,
    gameName: localized(game, 'name', locale),
    kind: game.kind,
    setting: machine.setting,
    pending: pendingOf(pending.get(machine.id)),
    enabled: machine.enabled,
    today: figures(today.get(machine.id)),
    last30Days: figures(month.get(machine.id)),
  }));
}

export async function setMachineEnabled(
  db: Executor,
  operatorId: number,
  machineId: string,
  enabled: boolean,
  ip: string,
) {
  return inTransaction(db, async (tx) => {
    const before = await lockMachine(tx, machineId);
    if (!before) throw AppError.notFound();
    await setMachineEnabledRow(tx, machineId, enabled);
    await writeAudit(tx, {
      operatorId,
      action: enabled ? 'machine.enable' : 'machine.disable',
      targetType: 'machine',
      targetId: machineId,
      before: { enabled: before.enabled },
      after: { enabled },
      ip,
    });
    return { machineId, enabled };
  });
}

type RtpRow = z.infer<typeof RtpRowSchema>;

let rtpTable: RtpRow[] | undefined;

/**
 * The exact figures of every game and setting, from the engine's registry (the same code that plays
 * and that `game:rtp` prints); computed once (under a second), then kept.
 */
export function rtpReport(): RtpRow[] {
  rtpTable ??= Object.values(GAMES).flatMap((game) =>
    (game.settings.length > 0 ? game.settings : [null]).map((setting) => {
      const { rtp, target, hitRate, volatility } = game.math(setting ?? 0);
      return { gameId: game.id, setting, rtp, target, hitRate, volatility };
    }),
  );
  return rtpTable;
}
