// `npm run bench:engine`: games played per second on one core, for every game of the registry (at its
// first setting and line bet), through the provably fair source a real spin uses (HMAC-SHA256 of the
// seed pair per round, by @noble/hashes as the browser computes it and by node:crypto as the server
// does) and through the fast simulation source (the game's own maths alone). Prints
// a table; the figures are never judged. BENCH_SECONDS sets the time per row (BENCH_SMOKE: 0.2 s).
import { createHmac } from 'node:crypto';
import os from 'node:os';
import { fairSource, simulationSource, type RandomSource, type SeedMac } from '../src/fair';
import { GAMES, type Game } from '../src/games';

const SECONDS = Number(process.env.BENCH_SECONDS ?? (process.env.BENCH_SMOKE ? 0.2 : 3));

/** Games per second over about SECONDS, in batches so the clock is read rarely. */
function rate(game: Game, sourceFor: (i: number) => (round: number) => RandomSource): number {
  const setting = game.settings[0] ?? 0;
  const lineBet = game.lineBets[0];
  let played = 0;
  let sink = 0;
  const started = process.hrtime.bigint();
  const budget = BigInt(Math.round(SECONDS * 1e9));
  for (;;) {
    for (let i = 0; i < 1000; i++, played++) sink += game.play(sourceFor(played), setting, lineBet)!.win;
    const elapsed = process.hrtime.bigint() - started;
    if (elapsed >= budget) {
      if (sink < 0) console.log(sink); // keeps the work from being optimised away
      return played / (Number(elapsed) / 1e9);
    }
  }
}

const seeds = { serverSeed: 'bench-server-seed-0123456789abcdef', clientSeed: 'bench-client' };
const simulation = simulationSource(20261128);
// What the server hands the fair source (apps/server/src/lib/native-mac.ts): the same bytes.
const nativeMac: SeedMac = (serverSeed, message) => createHmac('sha256', serverSeed).update(message).digest();
const rows = Object.values(GAMES).map((game) => ({
  game: game.title,
  fair: rate(game, (nonce) => (round) => fairSource(seeds, nonce, round)),
  native: rate(game, (nonce) => (round) => fairSource(seeds, nonce, round, nativeMac)),
  simulated: rate(game, () => () => simulation),
}));

const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
console.log(`engine benchmark: ${SECONDS} s per figure, one core (${cpu}), Node ${process.version}\n`);
console.log(
  '| game | games/s, fair source (@noble HMAC, as the browser) | games/s, fair source (node:crypto HMAC, as the server) | games/s, simulation source |',
);
console.log('|---|--:|--:|--:|');
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
for (const row of rows) console.log(`| ${row.game} | ${fmt(row.fair)} | ${fmt(row.native)} | ${fmt(row.simulated)} |`);
