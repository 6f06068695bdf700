// Events and campaigns in the game hall (favorable kind `activity`), each with its terms.
import { PromotionsPage } from '../../features/content/components/promotions-page';

export default function ActivityRoute() {
  return <PromotionsPage kind="activity" />;
}
