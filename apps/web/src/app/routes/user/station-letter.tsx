// /user/station-letter: the inbox.
import { LettersPage } from '../../../features/content/components/letters-page';

export default LettersPage;
