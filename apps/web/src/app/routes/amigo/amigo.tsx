// /amigo: the game hall floor.
import { HallPage } from '../../../features/games/components/hall-page';

export default HallPage;
