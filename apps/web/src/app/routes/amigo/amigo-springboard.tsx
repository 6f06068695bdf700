// /amigo-springboard: a machine's rules, paytable and seed before play.
import { SpringboardPage } from '../../../features/games/components/springboard-page';

export default SpringboardPage;
