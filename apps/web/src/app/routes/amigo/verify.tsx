// /amigo/verify: a round recomputed in the browser from its revealed seeds.
import { VerifyPage } from '../../../features/games/components/verify-page';

export default VerifyPage;
