// Ends the current task so the browser can paint and answer input before the rest of the work runs.
// Start-up work done in one go is one long task on a slow phone (taps go unanswered meanwhile);
// broken at natural seams it is several short ones.

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task: at the front of the queue where the browser has scheduler.yield(), else
 * through a message to itself (not a timer: a tab opened in the background runs timers about once a
 * second, which would hold its start-up back by seconds).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
