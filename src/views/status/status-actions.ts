/**
 * What the action bar, the reaction row and the post's keys ask for. Signed out, every action that needs an
 * account opens the interaction prompt instead. Signed in, the request goes to the `onAction`
 * handler when <Status> was given one, otherwise it acts: favourite, bookmark, un-boost and reactions run
 * through `services.statusActions` (applied at once, reverted with an alert on failure); boost opens the
 * BOOST modal (`openBoost`), or boosts at once with Shift; reply opens the compose page.
 */
import { useCallback } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import type { Status } from '../../domain/entities';

export type StatusActionType = 'reply' | 'reblog' | 'favourite' | 'bookmark' | 'more';

export type StatusAction =
  | { type: StatusActionType; statusId: string; /** Shift held: boost without the modal */ immediate?: boolean }
  /** `emoji`: the native character, or the custom name plus `@domain` for a remote emoji */
  | { type: 'react'; statusId: string; emoji: string; remove: boolean };

export type StatusActionHandler = (action: StatusAction) => void;

/** Actions a signed-out visitor may start (the "more" menu only holds things like copying the link). */
const NEEDS_ACCOUNT: ReadonlySet<StatusAction['type']> = new Set(['reply', 'reblog', 'favourite', 'bookmark', 'react']);

export interface StatusActionHooks {
  /** opens the BOOST modal for the post */
  openBoost(): void;
  /** opens the "More" menu */
  openMenu(): void;
}

export function useStatusAction(
  status: Status,
  onAction: StatusActionHandler | undefined,
  hooks?: StatusActionHooks,
): (action: StatusAction) => void {
  const { me, promptSignIn, statusActions, navigate } = useAppServices();
  return useCallback(
    (action: StatusAction) => {
      if (me === null && NEEDS_ACCOUNT.has(action.type)) {
        const type = action.type as 'reply' | 'reblog' | 'favourite' | 'bookmark' | 'react';
        promptSignIn({ type, statusId: status.id, statusUri: status.uri });
        return;
      }
      if (onAction !== undefined) {
        onAction(action);
        return;
      }
      const statusId = status.id;
      switch (action.type) {
        case 'reply':
          navigate('/publish', { state: { compose: { type: 'reply', statusId } } });
          return;
        case 'favourite':
          void statusActions.run({ type: status.favourited ? 'unfavourite' : 'favourite', statusId });
          return;
        case 'bookmark':
          void statusActions.run({ type: status.bookmarked ? 'unbookmark' : 'bookmark', statusId });
          return;
        case 'reblog':
          if (status.reblogged) void statusActions.run({ type: 'unreblog', statusId });
          else if (action.immediate === true) void statusActions.run({ type: 'reblog', statusId });
          else hooks?.openBoost();
          return;
        case 'react':
          void statusActions.run({ type: action.remove ? 'unreact' : 'react', statusId, emoji: action.emoji });
          return;
        case 'more':
          hooks?.openMenu();
          return;
      }
    },
    [me, promptSignIn, onAction, status, statusActions, navigate, hooks],
  );
}

/** Whether the reader may boost the post: public audiences, or one's own followers-only post. */
export function canReblog(status: Status, me: string | null): boolean {
  switch (status.visibility_ex) {
    case 'public':
    case 'public_unlisted':
    case 'unlisted':
    case 'login':
      return true;
    case 'private':
      return me !== null && status.accountId === me;
    default:
      return false;
  }
}
