// /amigo/machine/:machineId: one machine of the game hall.
import { MachinePage } from '../../../features/games/components/machine-page';

export default MachinePage;
