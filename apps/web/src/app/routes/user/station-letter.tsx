// /user/station-letter: the inbox.
import { StationLetterPage } from '../../../features/content/components/station-letter-page';

export default StationLetterPage;
