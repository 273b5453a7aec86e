/**
 * What the action bar and the reaction row ask for. Signed out, every action that needs an account opens
 * the interaction prompt instead (spec 2); signed in, the request goes to the `onAction` handler given to
 * <Status> (issue 4 makes them act; without a handler they do nothing yet).
 */
import { useCallback } from 'react';
import { useAppServices } from '../../app/services/app-services';
import type { Status } from '../../services/entities';

export type StatusActionType = 'reply' | 'reblog' | 'favourite' | 'bookmark' | 'more';

export type StatusAction =
  | { type: StatusActionType; statusId: string }
  /** `emoji`: the native character, or the custom name plus `@domain` for a remote emoji (spec 5) */
  | { type: 'react'; statusId: string; emoji: string; remove: boolean };

export type StatusActionHandler = (action: StatusAction) => void;

/** Actions a signed-out visitor may start (the "more" menu only holds things like copying the link). */
const NEEDS_ACCOUNT: ReadonlySet<StatusAction['type']> = new Set(['reply', 'reblog', 'favourite', 'bookmark', 'react']);

export function useStatusAction(status: Status, onAction: StatusActionHandler | undefined): (action: StatusAction) => void {
  const { me, promptSignIn } = useAppServices();
  return useCallback((action: StatusAction) => {
    if (me === null && NEEDS_ACCOUNT.has(action.type)) {
      const type = action.type as 'reply' | 'reblog' | 'favourite' | 'bookmark' | 'react';
      promptSignIn({ type, statusId: status.id, statusUri: status.uri });
      return;
    }
    onAction?.(action);
  }, [me, promptSignIn, onAction, status.id, status.uri]);
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
