/**
 * The account's composer as the compose area chart and its views see it: the compose actor and what is known of
 * a restored edit. The compose service makes it (services/compose/compose-runtime.ts) and hands it to the compose
 * area chart through its `loadRuntime` actor.
 */
import type { ComposeActorRef } from './compose.machine';
import type { OutboxActor } from './outbox.machine';

/** Whether a restored edit draft still matches the post on the server: 'stale' when the post changed since. */
export type EditBaseCheck = 'not-editing' | 'current' | 'stale' | 'gone';

export interface ComposeRuntime {
  actor: ComposeActorRef;
  /** `${server}|${accountId}`: the key of this account's saved draft, tag history and languages */
  accountKey: string;
  /** whether a restored edit draft still matches the post on the server ('stale': it changed since) */
  editCheck: EditBaseCheck;
  /** an edit begins on this version of a post: a draft saved later only ever goes back to it */
  rememberEdit(status: { id: string; edited_at?: string | null; created_at?: string }): void;
  /** the account's outbox: posts written while the server could not be reached, sent once it is back */
  outbox: OutboxActor;
  stop(): void;
}
