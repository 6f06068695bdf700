// The hall data counters shown on each machine: today's games, bonuses, payout rate and the slump
// graph, all computed from the machine's rounds since midnight UTC.
import type { MachineData } from '@hall/contracts/game';
import type { Executor } from '../../db/client';
import { machineRoundsSince } from './repo';

const startOfDay = () => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return d;
};

/** The hall data counters of machines (today's games, bonuses, payout rate, slump graph). */
export async function machineData(db: Executor, machineIds: string[]): Promise<Map<string, MachineData>> {
  const result = new Map<string, MachineData>();
  if (machineIds.length === 0) return result;
  const rows = await machineRoundsSince(db, machineIds, startOfDay());
  for (const id of machineIds) {
    const mine = rows.filter((r) => r.machineId === id);
    let sinceBonus = 0;
    let net = 0;
    let bet = 0n;
    let win = 0n;
    const history: MachineData['bonusHistory'] = [];
    const slump: number[] = [];
    for (const r of mine) {
      sinceBonus += 1;
      bet += r.bet;
      win += r.win;
      net += Number(r.win - r.bet);
      slump.push(net);
      if (r.bonus === 'big' || r.bonus === 'reg') {
        history.unshift({ kind: r.bonus, games: sinceBonus, at: r.createdAt.toISOString() });
        sinceBonus = 0;
      }
    }
    const step = Math.max(1, Math.ceil(slump.length / 500));
    result.set(id, {
      gamesSinceBonus: sinceBonus,
      gamesToday: mine.length,
      bigToday: history.filter((h) => h.kind === 'big').length,
      regToday: history.filter((h) => h.kind === 'reg').length,
      payoutRate: bet > 0n ? Number((win * 10000n) / bet) / 10000 : null,
      bonusHistory: history.slice(0, 10),
      slump: slump.filter((_, i) => i % step === 0 || i === slump.length - 1),
    });
  }
  return result;
}
