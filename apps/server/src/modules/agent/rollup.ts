// The daily rollup of team figures: once a day has closed (and its rebates are settled), every
// team's sums for it go into team_daily_stats and its active users into user_active_days, so reports
// over long ranges read a row per day. A day is rolled up once: its rollup_days row is claimed first,
// in the same transaction as the rows it stands for.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rollupDays } from '../../db/schema/index';
import { inTransaction } from '../../db/transaction';
import { dayRange } from './periods';
import { SUM_COLUMNS, sumsByAncestor, userFacts } from './report-repo';

export async function rollupDay(db: Db, day: string, zone: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [claimed] = await tx
      .insert(rollupDays)
      .values({ day })
      .onConflictDoNothing()
      .returning({ day: rollupDays.day });
    if (!claimed) return false;
    const facts = userFacts(dayRange(day, day, zone));
    await tx.execute(sql`with ${facts}
      insert into team_daily_stats (root_id, day, ${SUM_COLUMNS})
      select t.ancestor_id, ${day}::date, ${sumsByAncestor}
      from facts f join user_tree t on t.descendant_id = f.user_id
      group by t.ancestor_id`);
    await tx.execute(sql`with ${facts}
      insert into user_active_days (user_id, day) select user_id, ${day}::date from facts where active = 1`);
    return true;
  });
}
