// /game/guide/:tabIndex?: the player guide.
import { GuidePage } from '../../../features/content/components/guide-page';

export default GuidePage;
