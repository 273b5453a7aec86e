/**
 * What a status view asks of the composer, carried in the history state of the navigation to /publish (or to
 * the deck, whose COMPOSE column is the compose area). Kept tiny and type-only so the first path pays nothing:
 * the composer (lazy) reads `location.state.compose` once per history entry.
 */
export type ComposeIntent =
  | { type: 'new' }
  | { type: 'reply'; statusId: string }
  | { type: 'mention'; acct: string }
  | { type: 'direct'; acct: string }
  | { type: 'quote'; statusId: string }
  | { type: 'reference'; statusId: string }
  | { type: 'edit'; statusId: string }
  /** delete & redraft: the draft waits in sessionStorage (compose-handoff.ts) */
  | { type: 'redraft' }
  /** a page shared to the app from another one (/share): the draft's text */
  | { type: 'share'; text: string }
  /** a post waiting in the outbox, taken back to be edited (sent by the compose area itself, never by a link) */
  | { type: 'outbox'; id: string };

export interface ComposeIntentState {
  compose: ComposeIntent;
}

export function composeIntentOf(state: unknown): ComposeIntent | null {
  if (typeof state !== 'object' || state === null) return null;
  const intent = (state as { compose?: unknown }).compose;
  if (typeof intent !== 'object' || intent === null) return null;
  return typeof (intent as { type?: unknown }).type === 'string' ? (intent as ComposeIntent) : null;
}
