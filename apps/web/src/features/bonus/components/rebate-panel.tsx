// A rebate activity in detail (/activity/rebate/:offerId): its rules for everyone; for a signed-in
// player also what the current, open period has earned so far and when it pays, and the periods
// already paid. A visitor is asked to sign in, in place.
import type { BonusOffer } from '@hall/contracts/bonus';
import { Button } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Callout } from '../../../components/callout';
import { EmptyState } from '../../../components/content-states';
import { Icon } from '../../../components/icon';
import { LoadError } from '../../../components/load-error';
import { PageLoading } from '../../../components/page-loading';
import { paths } from '../../../config/paths';
import { formatBasisPoints } from '../../../lib/money';
import { useSessionStore } from '../../../lib/session-store';
import { requestSignIn } from '../../../lib/sign-in-request';
import { useMoneyFormat } from '../../../lib/use-money-format';
import { useBonusOffers } from '../api/get-offers';
import { useRebateEstimate } from '../api/get-rebate-estimate';
import { useBonusTexts } from '../hooks/use-bonus-texts';
import { BonusHistory } from './bonus-history';
import '../bonus.css';

export interface RebatePanelProps {
  offerId: number;
  /** A game's name in the interface language, from the game catalogue the page is given. */
  gameName: (gameId: string) => string;
}

export function RebatePanel({ offerId, gameName }: RebatePanelProps) {
  const { t } = useTranslation('bonus');
  const offers = useBonusOffers();
  const signedIn = useSessionStore((state) => Boolean(state.token && state.user));
  const back = (
    <Link to={paths.activity.getHref()} className="content-back">
      <Icon name="arrowLeft" size={18} />
      <span>{t('rebate.back')}</span>
    </Link>
  );
  if (offers.isPending) return <PageLoading />;
  if (offers.isError) return <LoadError onRetry={() => void offers.refetch()} />;
  const offer = offers.data.list.find((o) => o.id === offerId && o.kind === 'rebate');
  if (!offer) {
    return (
      <>
        {back}
        <EmptyState icon="gift" title={t('rebate.notFound')} />
      </>
    );
  }
  return (
    <div className="bonus-layout" data-testid="rebate-panel">
      {back}
      <RebateRules offer={offer} gameName={gameName} />
      {signedIn ? (
        <>
          <RebateEstimate offer={offer} />
          <BonusHistory offerId={offer.id} title={t('rebate.paidTitle')} empty={t('rebate.paidEmpty')} />
        </>
      ) : (
        <section className="bonus-section" aria-labelledby="rebate-sign-in-title">
          <h2 id="rebate-sign-in-title" className="bonus-section-title">
            {t('rebate.signInTitle')}
          </h2>
          <p className="bonus-muted">{t('rebate.signInText')}</p>
          <div>
            <Button color="primary" onClick={() => void requestSignIn()} data-testid="rebate-sign-in">
              {t('rebate.signIn')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

function RebateRules({ offer, gameName }: { offer: BonusOffer; gameName: (gameId: string) => string }) {
  const { t } = useTranslation('bonus');
  const texts = useBonusTexts();
  const format = useMoneyFormat();
  const percent = formatBasisPoints(offer.percentBp, format.locale);
  const games = offer.gameIds?.length
    ? new Intl.ListFormat(format.locale, { type: 'conjunction' }).format(offer.gameIds.map(gameName))
    : null;
  const period = offer.oncePer === 'player' ? 'week' : offer.oncePer;
  return (
    <section className="bonus-section" aria-labelledby="rebate-rules-title" data-testid="rebate-rules">
      <h2 id="rebate-rules-title" className="bonus-section-title">
        {texts.offerName(offer)}
      </h2>
      <ul className="bonus-rule-list">
        <li>
          {games
            ? t(`rebate.rate.${offer.rebateBasis ?? 'bets'}`, { percent, games })
            : t(`rebate.rateAllGames.${offer.rebateBasis ?? 'bets'}`, { percent })}
        </li>
        <li>{t(`rebate.period.${period}`)}</li>
        {BigInt(offer.minPayout) > 0n && (
          <li>{t('rebate.minimum', { min: format.coins(offer.minPayout), count: Number(offer.minPayout) })}</li>
        )}
        <li>
          {offer.wageringMultiple === 0
            ? t('rebate.noWagering')
            : t('rebate.wagering', { multiple: offer.wageringMultiple })}
        </li>
        <li>{t('rebate.bonusBets')}</li>
        <li>{t('rebate.letter')}</li>
        <li>{t('rebate.closed')}</li>
      </ul>
      {offer.promotionId !== null && (
        <p className="bonus-links">
          <Link className="text-link" to={paths.activity.getHref(offer.promotionId)}>
            {t('rebate.terms')}
          </Link>
        </p>
      )}
    </section>
  );
}

function RebateEstimate({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation('bonus');
  const format = useMoneyFormat();
  const texts = useBonusTexts();
  const estimate = useRebateEstimate(offer.id, true);
  return (
    <section className="bonus-section" aria-labelledby="rebate-estimate-title" data-testid="rebate-estimate">
      <h2 id="rebate-estimate-title" className="bonus-section-title">
        {t(`rebate.estimateTitle.${offer.oncePer === 'player' ? 'week' : offer.oncePer}`)}
      </h2>
      {estimate.isPending ? (
        <PageLoading />
      ) : estimate.isError ? (
        <LoadError onRetry={() => void estimate.refetch()} />
      ) : (
        <>
          <dl className="detail-list">
            <div>
              <dt>{t('rebate.periodLabel')}</dt>
              <dd>{texts.period(estimate.data.periodKey) ?? format.dateTime(estimate.data.from)}</dd>
            </div>
            <div>
              <dt>{t(`rebate.basis.${offer.rebateBasis ?? 'bets'}`)}</dt>
              <dd data-testid="rebate-basis">{format.coinsText(estimate.data.basis)}</dd>
            </div>
            <div>
              <dt>{t('rebate.soFar')}</dt>
              <dd className="quote-strong" data-testid="rebate-so-far">
                {format.coinsText(estimate.data.rebate)}
              </dd>
            </div>
            <div>
              <dt>{t('rebate.paysAt')}</dt>
              <dd>{format.dateTime(estimate.data.paysAt)}</dd>
            </div>
          </dl>
          {BigInt(estimate.data.rebate) < BigInt(offer.minPayout) && (
            <Callout tone="info">
              <p>{t('rebate.belowMinimum', { min: format.coins(offer.minPayout), count: Number(offer.minPayout) })}</p>
            </Callout>
          )}
        </>
      )}
    </section>
  );
}
