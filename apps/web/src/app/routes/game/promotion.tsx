// Current promotions and bonus offers (favorable kind `promotion`), each with its terms and, where a
// bonus offer runs behind it, its call to action (deposit, claim, progress, or why not).
import { OfferAction } from '../../../features/bonus/components/offer-action';
import { PromotionsPage } from '../../../features/content/components/promotions-page';

export default function PromotionRoute() {
  return <PromotionsPage kind="promotion" action={(promotionId) => <OfferAction promotionId={promotionId} />} />;
}
