/**
 * The contract of status actions: each request runs as one short-lived actor of
 * src/machines/optimistic-action.machine.ts while it is in flight (through the generic runner,
 * src/services/mutations/optimistic-runner.ts), never one actor per status. Optimistic actions (favourite, bookmark,
 * reblog and their undo, reactions, who may quote an own post) change the store at once and revert on failure with the
 * alert of the call's policy.
 */

/** Who may quote an own post (PUT v1/statuses/{id}/interaction_policy quote_approval_policy). */
export type QuotePolicyChoice = 'public' | 'followers' | 'nobody';

/** Audiences a boost may have; public_unlisted and login are kmyblue's (offered when the server has them). */
export type ReblogVisibility = 'public' | 'unlisted' | 'private' | 'public_unlisted' | 'login';

export type StatusActionRequest =
  | { type: 'favourite' | 'unfavourite' | 'bookmark' | 'unbookmark' | 'unreblog'; statusId: string }
  | { type: 'reblog'; statusId: string; visibility?: ReblogVisibility }
  /** `redraft`: keep the media and hand the source to compose (compose-handoff.ts) */
  | { type: 'delete'; statusId: string; redraft?: boolean }
  | { type: 'pin' | 'unpin' | 'mute' | 'unmute'; statusId: string }
  /** `lang`: the reader's language (the server's default target when absent) */
  | { type: 'translate'; statusId: string; lang?: string }
  /** change who may quote my post `statusId` (shown at once, taken back when the server refuses) */
  | { type: 'quotePolicy'; statusId: string; policy: QuotePolicyChoice }
  /** revoke the quote `quotingStatusId` makes of my post `statusId` */
  | { type: 'revokeQuote'; statusId: string; quotingStatusId: string }
  /** `emoji`: the native character, or the custom shortcode (plus `@domain` for a remote one) */
  | { type: 'react' | 'unreact'; statusId: string; emoji: string };

export type StatusActionType = StatusActionRequest['type'];

export type StatusActionOutcome =
  /** `redraftSaved`: a delete & redraft stored its draft for compose (the caller then opens /publish) */
  { ok: true; redraftSaved?: boolean } | { ok: false; error: unknown };

export interface StatusActions {
  /**
   * Starts the action; resolves when it has finished (reverted on failure, after the alert). A request for an
   * action already in flight on that status (same kind, e.g. favourite and unfavourite, or the same emoji)
   * joins the running one instead of starting a second actor.
   */
  run(request: StatusActionRequest): Promise<StatusActionOutcome>;
  /** Whether a status has an action in flight, for aria-busy (optional to read). */
  inFlight(statusId: string): boolean;
  /** Starts loading the code behind run() (it is downloaded on first use), e.g. when an action bar is approached. */
  warm?(): Promise<void>;
}
