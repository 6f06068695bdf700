// /game/guide/faq: the searchable questions and answers.
import { GuideFaqPage } from '../../../features/content/components/guide-faq-page';

export default GuideFaqPage;
