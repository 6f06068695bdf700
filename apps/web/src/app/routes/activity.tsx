// Events and campaigns in the game hall (favorable kind `activity`), each with its terms and, where a
// bonus offer runs behind it (the weekly rebate), its call to action.
import { OfferAction } from '../../features/bonus/components/offer-action';
import { PromotionsPage } from '../../features/content/components/promotions-page';

export default function ActivityRoute() {
  return <PromotionsPage kind="activity" action={(promotionId) => <OfferAction promotionId={promotionId} />} />;
}
