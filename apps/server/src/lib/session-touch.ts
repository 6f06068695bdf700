// How often a request refreshes its session's last-seen time (the idle timer), for players' and
// operators' sessions alike. The refresh is a write; most requests come well within a minute of the
// last one, and the lookup that found the session already read its last-seen time, so those requests
// skip the round trip. The update keeps the same condition, which settles two requests racing.

/** How stale a last-seen time may be before a request refreshes it. */
export const TOUCH_AFTER_MS = 60_000;

/** Whether a request at `now` should refresh a session last seen at `lastSeenAt`. */
export function needsTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= TOUCH_AFTER_MS;
}

/** The update's guard: only a last-seen time older than this is refreshed at `now`. */
export function staleBefore(now: Date): Date {
  return new Date(now.getTime() - TOUCH_AFTER_MS);
}
