// /amigo/machine/:machineId: one machine of the game hall, with the bonus being wagered (if any) under
// its controls, moved on by each spin.
import { BonusMeter } from '../../../features/bonus/components/bonus-meter';
import { MachinePage } from '../../../features/games/components/machine-page';

export default function MachineRoute() {
  return <MachinePage bonusMeter={<BonusMeter />} />;
}
