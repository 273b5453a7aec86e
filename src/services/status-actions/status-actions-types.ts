/**
 * The contract of status actions (spec 4 "Status actions"): each request runs as one short-lived actor of
 * src/machines/status-action.machine.ts while it is in flight, never one actor per status. Optimistic
 * actions (favourite, bookmark, reblog and their undo, reactions) change the store at once and revert on
 * failure with the spec-8 alert.
 */
export type StatusActionRequest =
  | { type: 'favourite' | 'unfavourite' | 'bookmark' | 'unbookmark' | 'unreblog'; statusId: string }
  | { type: 'reblog'; statusId: string; visibility?: 'public' | 'unlisted' | 'private' | 'public_unlisted' | 'login' }
  | { type: 'delete'; statusId: string; redraft?: boolean }
  | { type: 'pin' | 'unpin' | 'mute' | 'unmute' | 'translate'; statusId: string }
  /** revoke the quote `quotingStatusId` makes of my post `statusId` */
  | { type: 'revokeQuote'; statusId: string; quotingStatusId: string }
  /** `emoji`: the native character, or the custom shortcode (plus `@domain` for a remote one) */
  | { type: 'react' | 'unreact'; statusId: string; emoji: string };

export type StatusActionOutcome = { ok: true } | { ok: false; error: unknown };

export interface StatusActions {
  /** Starts the action; resolves when it has finished (reverted on failure, after the alert). */
  run(request: StatusActionRequest): Promise<StatusActionOutcome>;
  /** Ids of statuses with an action in flight, for aria-busy (optional to read). */
  inFlight(statusId: string): boolean;
}
