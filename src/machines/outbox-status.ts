/** The outbox as its views read it: each post's state, in words a view can pick its text by. */
import type { OutboxSnapshot } from './outbox.machine';
import type { OutboxEntry } from './outbox-rules';

export type OutboxEntryState = 'sending' | 'waiting' | 'retrying' | 'refused';

/** What is happening to one post: on its way, refused, waiting for a retry after a passing failure, or waiting. */
export function outboxEntryState(snapshot: OutboxSnapshot, entry: OutboxEntry): OutboxEntryState {
  if (snapshot.context.sending === entry.id) return 'sending';
  if (entry.refusal !== null) return 'refused';
  return snapshot.matches('pausing') ? 'retrying' : 'waiting';
}

export const outboxEntries = (snapshot: OutboxSnapshot): readonly OutboxEntry[] => snapshot.context.entries;
