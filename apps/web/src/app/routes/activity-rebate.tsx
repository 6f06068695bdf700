// A rebate activity in detail: its rules, and for a player the current period's rebate so far and the
// periods paid. The games it counts are named from the game catalogue.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/content-states';
import { PageLoading } from '../../components/page-loading';
import { PageShell } from '../../components/page-shell';
import { RebatePanel } from '../../features/bonus/components/rebate-panel';
import { useGames } from '../../features/games/api/get-games';
import { contentIdOf } from '../../features/content/utils/content-id';

export default function ActivityRebateRoute() {
  const { t } = useTranslation();
  const { ready } = useTranslation(['bonus', 'finance', 'content']);
  const { offerId } = useParams();
  const id = contentIdOf(offerId ?? null);
  const games = useGames();
  // The catalogue names games in the interface language.
  const gameName = (gameId: string) => games.data?.find((g) => g.id === gameId)?.name ?? gameId;
  return (
    <PageShell title={t('routes.activityRebate')} intro={t('intros.activityRebate')}>
      {!ready ? (
        <PageLoading />
      ) : id === null ? (
        <EmptyState icon="gift" title={t('rebate.notFound', { ns: 'bonus' })} />
      ) : (
        <RebatePanel offerId={id} gameName={gameName} />
      )}
    </PageShell>
  );
}
