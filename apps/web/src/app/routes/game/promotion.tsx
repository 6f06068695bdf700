// Current promotions and bonus offers (favorable kind `promotion`), each with its terms.
import { PromotionsPage } from '../../../features/content/components/promotions-page';

export default function PromotionRoute() {
  return <PromotionsPage kind="promotion" />;
}
