// Carries committed changes (notes) to every process holding a player's event stream: in process
// when there is no Redis, through one Redis pub/sub channel when REDIS_URL is set, so a deposit
// credited by process A reaches a stream held by process B. With Redis a process hears its own
// notes back through the channel too, so every note reaches each process exactly once.
import type { Redis } from 'ioredis';
import { isLiveNote, type LiveNote } from '../../db/live-notes';

export type NoteListener = (note: LiveNote) => void;

export interface EventBus {
  readonly kind: 'local' | 'redis';
  publish(notes: readonly LiveNote[]): void;
  subscribe(listener: NoteListener): () => void;
  close(): Promise<void>;
}

function listenerSet() {
  const listeners = new Set<NoteListener>();
  return {
    add(listener: NoteListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(note: LiveNote) {
      for (const listener of listeners) {
        try {
          listener(note);
        } catch {
          // One stream's trouble is not the others'.
        }
      }
    },
  };
}

export function localBus(): EventBus {
  const listeners = listenerSet();
  return {
    kind: 'local',
    publish(notes) {
      // After the caller's commit returns, not in the middle of it.
      queueMicrotask(() => notes.forEach(listeners.emit));
    },
    subscribe: listeners.add,
    close: async () => {},
  };
}

/**
 * The Redis bus: `publisher` is the app's connection; a second connection (subscriber mode takes
 * one over) listens on `${prefix}live`. Resolves once subscribed, so nothing published after the
 * app is ready is missed.
 */
export async function redisBus(publisher: Redis, prefix: string, onError: (err: unknown) => void): Promise<EventBus> {
  const channel = `${prefix}live`;
  const listeners = listenerSet();
  const subscriber = publisher.duplicate({ lazyConnect: true, maxRetriesPerRequest: null });
  subscriber.on('error', onError);
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    let notes: unknown;
    try {
      notes = JSON.parse(message);
    } catch {
      return;
    }
    if (Array.isArray(notes)) for (const note of notes) if (isLiveNote(note)) listeners.emit(note);
  });
  await subscriber.connect();
  await subscriber.subscribe(channel);
  return {
    kind: 'redis',
    publish(notes) {
      publisher.publish(channel, JSON.stringify(notes)).catch(onError);
    },
    subscribe: listeners.add,
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
