// `npm run game:montecarlo [-- --spins N]`: plays N games (default 10 million) of every game and
// setting with a fast simulation source and checks that the measured return lies inside the 99%
// interval around the exact RTP. Not part of `npm test`: it takes minutes.
import { parseArgs } from 'node:util';
import { simulationSource } from '../src/fair';
import { sakuraSlot } from '../src/sakura-slot';
import { playSlotRound } from '../src/slot';
import { slotRtp } from '../src/slot-math';
import { pachislotMath, playPachislot, type Setting } from '../src/pachislot';

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
{
  const source = simulationSource(seed);
  // The volatility of one paid spin, including its free spins (exact; see `npm run game:rtp`).
  const slotVolatility = 3.95;
  report(
    'Sakura Fortune',
    slotRtp(sakuraSlot).rtp,
    slotVolatility,
    () => playSlotRound(sakuraSlot, 1, () => source).win / 20,
  );
}
for (const setting of [1, 2, 3, 4, 5, 6] as Setting[]) {
  const source = simulationSource(seed + setting);
  const math = pachislotMath(setting);
  report(`Neon 777 setting ${setting}`, math.rtp, math.volatility, () => playPachislot(setting, source).win / 3);
}
console.log(failures === 0 ? '\nevery game inside its 99% interval' : `\n${failures} outside their 99% interval`);
process.exitCode = failures === 0 ? 0 : 1;
