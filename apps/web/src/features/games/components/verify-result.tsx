// What the verify page found: match or mismatch, the seed against its commitment, and the recomputed
// reels (every spin of a free-spin series) beside the stored stops.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useReelLabel } from '../hooks/use-reel-label';
import { reelLayoutOf, reelShapeStyle } from '../reels/reel-layouts';
import type { RoundView } from '../reels/round-view';
import { isMatch, type Verification } from '../verify/verification';
import { HashText } from './hash-text';

const ReelStage = lazy(() => import('../reels/reel-stage'));

export function VerifyResult({ verification, stored }: { verification: Verification; stored: RoundView | null }) {
  const { t } = useTranslation('game');
  if (!verification.ok) {
    const key =
      'field' in verification
        ? `verify.problems.${verification.field}`
        : `verify.problems.${verification.replay.problem}`;
    return (
      <p className="form-error verify-problem" role="alert">
        {t(key)}
      </p>
    );
  }
  const match = isMatch(verification);
  const compared = verification.differences !== null;
  return (
    <section className="verify-result" aria-labelledby="verify-result-title">
      <h2 id="verify-result-title" className="visually-hidden">
        {t('verify.resultTitle')}
      </h2>
      <div
        className={`verdict ${compared ? (match ? 'verdict-match' : 'verdict-mismatch') : 'verdict-plain'}`}
        role="status"
        data-testid="verify-verdict"
      >
        <Icon name={compared && !match ? 'close' : 'check'} size={24} />
        <div>
          <p className="verdict-title">
            {compared ? t(match ? 'verify.match' : 'verify.mismatch') : t('verify.recomputed')}
          </p>
          <p className="verdict-text">
            {compared
              ? match
                ? t('verify.matchText')
                : t('verify.mismatchText', {
                    what:
                      verification.differences!.map((d) => t(differenceKey(d), differenceValues(d))).join(', ') ||
                      t('verify.differences.hash'),
                  })
              : t('verify.recomputedText')}
          </p>
        </div>
      </div>
      <dl className="detail-list verify-hashes">
        <div>
          <dt>{t('verify.computedHash')}</dt>
          <dd className="mono mono-long" data-testid="computed-hash">
            <HashText value={verification.computedHash} />
          </dd>
        </div>
        {verification.hashMatches !== null && (
          <div>
            <dt>{t('verify.hashCheck')}</dt>
            <dd className={verification.hashMatches ? 'is-ok' : 'is-bad'} data-testid="hash-check">
              {t(verification.hashMatches ? 'verify.hashMatches' : 'verify.hashDiffers')}
            </dd>
          </div>
        )}
      </dl>
      <ReplayedReels round={verification.replayed} stored={stored} />
    </section>
  );
}

function differenceKey(difference: string): string {
  const spin = /^spin (\d+) (\w+)$/.exec(difference);
  return spin ? `verify.differences.spin_${spin[2]}` : `verify.differences.${difference}`;
}

function differenceValues(difference: string): Record<string, string> {
  const spin = /^spin (\d+) /.exec(difference);
  return spin ? { spin: spin[1]! } : {};
}

function ReplayedReels({ round, stored }: { round: RoundView; stored: RoundView | null }) {
  const { t } = useTranslation('game');
  const format = useMoneyFormat();
  const [index, setIndex] = useState(0);
  const layout = reelLayoutOf(round.gameId);
  const spin = round.spins[Math.min(index, round.spins.length - 1)]!;
  const label = useReelLabel(layout, spin.stops, false);
  if (!layout) return null;
  return (
    <div className="verify-reels">
      {round.spins.length > 1 && (
        <div className="spin-picker" role="group" aria-label={t('verify.spins')}>
          {round.spins.map((_, i) => (
            <button key={i} type="button" className="spin-pick" aria-pressed={i === index} onClick={() => setIndex(i)}>
              {i === 0 ? t('verify.paidSpin') : t('verify.freeSpin', { number: i })}
            </button>
          ))}
        </div>
      )}
      <Suspense
        fallback={<div className={`reel-placeholder reel-placeholder-${layout.kind}`} style={reelShapeStyle(layout)} />}
      >
        <ReelStage layout={layout} stops={spin.stops} result={spin} label={label} />
      </Suspense>
      {/* Focusable, so the table can be scrolled from the keyboard when it is wider than the screen. */}
      <div className="table-scroll" role="region" aria-label={t('verify.spins')} tabIndex={0}>
        <table className="verify-table">
          <thead>
            <tr>
              <th scope="col">{t('verify.spin')}</th>
              <th scope="col">{t('verify.recomputedStops')}</th>
              {stored && <th scope="col">{t('verify.storedStops')}</th>}
              <th scope="col">{t('verify.win')}</th>
            </tr>
          </thead>
          <tbody>
            {round.spins.map((s, i) => (
              <tr key={i}>
                <th scope="row">{i === 0 ? t('verify.paidSpin') : t('verify.freeSpin', { number: i })}</th>
                <td className="mono">{s.stops.join(' · ')}</td>
                {stored && <td className="mono">{stored.spins[i]?.stops.join(' · ') ?? '—'}</td>}
                <td>{format.coins(String(s.win))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('verify.total')}</th>
              <td colSpan={stored ? 2 : 1}>{t('verify.betTotal', { bet: format.coins(String(round.bet)) })}</td>
              <td data-testid="replayed-win">{format.coins(String(round.win))}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
