// `npm run game:rtp`: the exact table of every game and setting — RTP, hit rate and volatility
// (standard deviation of one game's return, in bets). The slot's figures come from enumerating
// every stop combination (24 million), the pachislot's from its whole lottery.
import { sakuraSlot, SAKURA_RTP_TARGET } from '../src/sakura-slot';
import { slotTable } from '../src/slot-math';
import { PACHI_RTP_TARGETS, pachislotMath, type Setting } from '../src/pachislot';

const pct = (x: number) => `${(x * 100).toFixed(4)}%`;
const rows: string[][] = [['game', 'setting', 'RTP', 'target', 'hit rate', 'volatility', 'notes']];

const started = Date.now();
const slot = slotTable(sakuraSlot);
rows.push([
  'Sakura Fortune (5-reel video slot)',
  'all',
  pct(slot.rtp),
  pct(SAKURA_RTP_TARGET),
  pct(slot.hitRate),
  slot.volatility.toFixed(2),
  `free spins 1 in ${(1 / slot.triggerRate).toFixed(1)}, ${slot.freeSpinsPerTrigger.toFixed(2)} per trigger; enumerated RTP ${pct(slot.enumeratedRtp)}`,
]);
for (const setting of [1, 2, 3, 4, 5, 6] as Setting[]) {
  const m = pachislotMath(setting);
  rows.push([
    'Neon 777 (pachislot)',
    String(setting),
    pct(m.rtp),
    pct(PACHI_RTP_TARGETS[setting]),
    pct(m.hitRate),
    m.volatility.toFixed(2),
    `BIG 1/${m.bigOdds.toFixed(1)}, REG 1/${m.regOdds.toFixed(1)}`,
  ]);
}
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const [i, row] of rows.entries()) {
  console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
console.log(`\n(computed in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
