// `npm run game:rtp`: the exact table of every game and setting of the registry (src/games.ts) — RTP,
// hit rate and volatility (standard deviation of one game's return, in bets). Each game computes its
// own figures: the video slot by enumerating every stop combination, the pachislot from its whole
// lottery.
import { GAMES } from '../src/games';

const pct = (x: number) => `${(x * 100).toFixed(4)}%`;
const rows: string[][] = [['game', 'setting', 'RTP', 'target', 'hit rate', 'volatility', 'notes']];

const started = Date.now();
for (const game of Object.values(GAMES)) {
  for (const setting of game.settings.length > 0 ? game.settings : [0]) {
    const m = game.math(setting);
    rows.push([
      game.title,
      game.settings.length > 0 ? String(setting) : 'all',
      pct(m.rtp),
      pct(m.target),
      pct(m.hitRate),
      m.volatility.toFixed(2),
      m.notes,
    ]);
  }
}
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const [i, row] of rows.entries()) {
  console.log(row.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
console.log(`\n(computed in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
