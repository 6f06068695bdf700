// /game/notice: the notices, or one in full (?id=).
import { NoticePage } from '../../../features/content/components/notice-page';

export default NoticePage;
