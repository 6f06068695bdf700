// A player named in a queue row (withdrawals, deposits, AML, identity checks, support, adjustments):
// the account and id, linking to the player's page for an operator who may open it, so a decision is
// never taken without the whole player one click away.
import { Link } from 'react-router';
import { can } from '../access';
import { readSession } from '../session';

/** The players page with this player's page open (PlayersPage reads `?player=`). */
export const playerHref = (userId: number) => `/players?player=${userId}`;

export function PlayerLink({ userId, account }: { userId: number; account: string }) {
  const label = `${account} (#${userId})`;
  if (!can(readSession()?.role, 'players')) return <>{label}</>;
  return (
    <Link to={playerHref(userId)} data-testid="player-link">
      {label}
    </Link>
  );
}
