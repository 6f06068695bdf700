// `npm run game:montecarlo [-- --spins N]`: plays N games (default 10 million) of every game and
// setting of the registry (src/games.ts) with a fast simulation source and checks that the measured return lies inside the 99%
// interval around the exact RTP. Not part of `npm test`: it takes minutes.
import { parseArgs } from 'node:util';
import { simulationSource } from '../src/fair';
import { GAMES } from '../src/games';

const { values } = parseArgs({
  options: { spins: { type: 'string', default: '10000000' }, seed: { type: 'string', default: '20261121' } },
});
const spins = Number(values.spins);
const seed = Number(values.seed);
let failures = 0;

function report(name: string, exactRtp: number, volatility: number, play: () => number) {
  const started = Date.now();
  let sum = 0;
  for (let i = 0; i < spins; i++) sum += play();
  const measured = sum / spins;
  // 99% interval of the mean of `spins` independent games around the exact value.
  const half = 2.576 * (volatility / Math.sqrt(spins));
  const inside = Math.abs(measured - exactRtp) <= half;
  if (!inside) failures++;
  console.log(
    `${name.padEnd(28)} exact ${(exactRtp * 100).toFixed(4)}%  measured ${(measured * 100).toFixed(4)}%  ` +
      `99% interval ±${(half * 100).toFixed(4)}  ${inside ? 'inside' : 'OUTSIDE'}  (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

console.log(`${spins.toLocaleString('en-US')} games each, seed ${seed}\n`);
for (const game of Object.values(GAMES)) {
  for (const setting of game.settings.length > 0 ? game.settings : [0]) {
    // The exact figures come from the game's own maths (now fast enough to compute here).
    const math = game.math(setting);
    const source = simulationSource(seed + setting);
    const lineBet = game.lineBets[0];
    const stake = game.stake(lineBet)!;
    const name = game.settings.length > 0 ? `${game.title} setting ${setting}` : game.title;
    report(name, math.rtp, math.volatility, () => game.play(() => source, setting, lineBet)!.win / stake);
  }
}
console.log(failures === 0 ? '\nevery game inside its 99% interval' : `\n${failures} outside their 99% interval`);
process.exitCode = failures === 0 ? 0 : 1;
