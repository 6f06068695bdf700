// What each game pays, read from the engine's own tables (the numbers the server plays by), with the
// symbols named in the interface language.
import { PACHI_ODDS, PACHI_PAYS, PACHI_RTP_TARGETS, LOTTERY_SIZE, type Setting } from '@hall/game-engine/pachislot';
import { FRUIT_RTP_TARGET, fruitSlot } from '@hall/game-engine/fruit-slot';
import { SAKURA_RTP_TARGET, sakuraSlot } from '@hall/game-engine/sakura-slot';
import type { SlotConfig } from '@hall/game-engine/slot';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReelSymbol } from '../reels/reel-symbol';
import { FRUIT_ID, NEON_ID, reelLayoutOf, SAKURA_ID } from '../reels/reel-layouts';
import { currentLocale } from '../../../lib/locale';
import { formatPayoutRate } from '../lib/payout-rate';

const SETTINGS: Setting[] = [1, 2, 3, 4, 5, 6];
const percent = (value: number, locale: string) => formatPayoutRate(value, locale)!;
const oneIn = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/**
 * A paytable is as wide as its longest row of pays; on a phone it scrolls inside this box rather than
 * widening the page. Focusable, so a keyboard can scroll it too.
 */
function PaytableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

function PaytableSymbol({ gameId, symbol, art }: { gameId: string; symbol: string; art: string }) {
  const { t } = useTranslation('game');
  return (
    <span className="paytable-symbol">
      <span className="paytable-picture">
        <ReelSymbol symbol={art} />
      </span>
      <span>{t(`symbols.${gameId}.${symbol}`)}</span>
    </span>
  );
}

/**
 * A line slot's table (Sakura Fortune, Lucky Cherry): a column for each run its reels allow, a
 * scatter row and the free-spin note where the reels carry scatters, the wild's note where they
 * carry wilds. `notes` is the game's key under `paytable` for the texts that are its own.
 */
function LineSlotPaytable({ config, target, notes }: { config: SlotConfig; target: number; notes: string }) {
  const { t } = useTranslation('game');
  const locale = currentLocale();
  const art = reelLayoutOf(config.id)?.art ?? {};
  const onReels = new Set(config.reels.flat());
  const symbols = (Object.keys(config.pays) as (keyof typeof config.pays)[]).filter((symbol) => onReels.has(symbol));
  const runs = [3, 4, 5].filter((n) => n <= config.reels.length);
  const scatter = onReels.has('S');
  return (
    <>
      <PaytableScroll label={t(scatter ? 'paytable.lineCaption' : 'paytable.lineOnlyCaption')}>
        <table className="paytable">
          <caption className="visually-hidden">
            {t(scatter ? 'paytable.lineCaption' : 'paytable.lineOnlyCaption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('paytable.symbol')}</th>
              {runs.map((n) => (
                <th scope="col" key={n}>
                  {t('paytable.ofAKind', { n })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {symbols.map((symbol) => (
              <tr key={symbol}>
                <th scope="row">
                  <PaytableSymbol gameId={config.id} symbol={symbol} art={art[symbol] ?? symbol} />
                </th>
                {runs.map((n) => (
                  <td key={n}>{t('paytable.timesLineBet', { times: config.pays[symbol][n - 3] })}</td>
                ))}
              </tr>
            ))}
            {scatter && (
              <tr>
                <th scope="row">
                  <PaytableSymbol gameId={config.id} symbol="S" art={art.S ?? 'S'} />
                </th>
                {runs.map((count) => (
                  <td key={count}>{t('paytable.timesTotalBet', { times: config.scatterPays[count] ?? 0 })}</td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </PaytableScroll>
      <ul className="paytable-notes">
        <li>{t(`paytable.${notes}.lines`, { lines: config.lines.length })}</li>
        {onReels.has('W') && <li>{t(`paytable.${notes}.wild`)}</li>}
        {scatter && (
          <li>
            {t(`paytable.${notes}.freeSpins`, {
              scatters: config.freeSpins.scatters,
              spins: config.freeSpins.count,
              multiplier: config.freeSpins.multiplier,
            })}
          </li>
        )}
        <li>{t(`paytable.${notes}.bets`, { bets: config.lineBets.join(' / '), lines: config.lines.length })}</li>
        <li>{t('paytable.rtp', { rtp: percent(target, locale) })}</li>
      </ul>
    </>
  );
}

const NEON_ROWS: { flag: keyof typeof PACHI_PAYS; symbols: string[] }[] = [
  { flag: 'big', symbols: ['7', '7', '7'] },
  { flag: 'reg', symbols: ['7', '7', 'BAR'] },
  { flag: 'bell', symbols: ['BELL', 'BELL', 'BELL'] },
  { flag: 'melon', symbols: ['MELON', 'MELON', 'MELON'] },
  { flag: 'cherry', symbols: ['CHERRY'] },
  { flag: 'replay', symbols: ['REPLAY', 'REPLAY', 'REPLAY'] },
];

function NeonPaytable() {
  const { t } = useTranslation('game');
  const locale = currentLocale();
  const odds = (flag: 'big' | 'reg') => SETTINGS.map((s) => LOTTERY_SIZE / PACHI_ODDS[s][flag]);
  const big = odds('big');
  const reg = odds('reg');
  return (
    <>
      <PaytableScroll label={t('paytable.flagCaption')}>
        <table className="paytable">
          <caption className="visually-hidden">{t('paytable.flagCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('paytable.centreLine')}</th>
              <th scope="col">{t('paytable.pays')}</th>
            </tr>
          </thead>
          <tbody>
            {NEON_ROWS.map((row) => (
              <tr key={row.flag}>
                <th scope="row">
                  <span className="paytable-line">
                    {row.symbols.map((symbol, index) => (
                      <span key={index} className="paytable-picture" title={t(`symbols.${NEON_ID}.${symbol}`)}>
                        <ReelSymbol symbol={symbol} />
                      </span>
                    ))}
                    <span>{t(`paytable.neon.flags.${row.flag}`)}</span>
                  </span>
                </th>
                <td>{t('paytable.coins', { count: PACHI_PAYS[row.flag] })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PaytableScroll>
      <ul className="paytable-notes">
        <li>{t('paytable.neon.bet', { bet: 3 })}</li>
        <li>{t('paytable.neon.replay')}</li>
        <li>
          {t('paytable.neon.odds', {
            bigBest: oneIn(Math.min(...big), locale),
            bigWorst: oneIn(Math.max(...big), locale),
            regBest: oneIn(Math.min(...reg), locale),
            regWorst: oneIn(Math.max(...reg), locale),
          })}
        </li>
        <li>
          {t('paytable.neon.settings', {
            low: percent(PACHI_RTP_TARGETS[1], locale),
            high: percent(PACHI_RTP_TARGETS[6], locale),
          })}
        </li>
      </ul>
    </>
  );
}

/** Each game's paytable page, drawn from its engine table. */
const PAYTABLES: Record<string, () => React.JSX.Element> = {
  [SAKURA_ID]: () => <LineSlotPaytable config={sakuraSlot} target={SAKURA_RTP_TARGET} notes="sakura" />,
  [FRUIT_ID]: () => <LineSlotPaytable config={fruitSlot} target={FRUIT_RTP_TARGET} notes="fruit" />,
  [NEON_ID]: NeonPaytable,
};

export function Paytable({ gameId }: { gameId: string }) {
  const Table = PAYTABLES[gameId];
  return Table ? <Table /> : null;
}
