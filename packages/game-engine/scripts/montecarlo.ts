// `npm run game:montecarlo [-- --spins N]`: plays N games (default 10 million) of every game and
// setting of the registry (src/games.ts) with a fast simulation source and checks that the measured return lies inside the 99%
// interval around the exact RTP (src/montecarlo.ts). `npm test` runs the same check with 200,000
// games each (games.test.ts); this one, with millions, takes minutes.
import { parseArgs } from 'node:util';
import { GAMES } from '../src/games';
import { monteCarlo } from '../src/montecarlo';

const { values } = parseArgs({
  options: { spins: { type: 'string', default: '10000000' }, seed: { type: 'string', default: '20261121' } },
});
const spins = Number(values.spins);
const seed = Number(values.seed);
let failures = 0;

console.log(`${spins.toLocaleString('en-US')} games each, seed ${seed}\n`);
for (const game of Object.values(GAMES)) {
  for (const setting of game.settings.length > 0 ? game.settings : [0]) {
    const name = game.settings.length > 0 ? `${game.title} setting ${setting}` : game.title;
    const started = Date.now();
    const r = monteCarlo(game, setting, spins, seed);
    if (!r.inside) failures++;
    console.log(
      `${name.padEnd(36)} exact ${(r.exact * 100).toFixed(4)}%  measured ${(r.measured * 100).toFixed(4)}%  ` +
        `99% interval ±${(r.half * 100).toFixed(4)}  ${r.inside ? 'inside' : 'OUTSIDE'}  (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
}
console.log(failures === 0 ? '\nevery game inside its 99% interval' : `\n${failures} outside their 99% interval`);
process.exitCode = failures === 0 ? 0 : 1;
