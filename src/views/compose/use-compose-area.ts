/**
 * A compose area in the view: its chart (machines/compose-area.machine.ts, wired by services/compose) loads the
 * account's composer and applies the intent of the history entry, asking before it replaces a draft that holds
 * something. The view reports the intent once per history entry and the reader's answer, and drops the intent
 * from the entry when the chart takes it up. While mounted it counts as a compose area (services/compose/
 * compose-areas.ts); with `redirectOnLeave` (the deck's column) it says, as it goes, whether its draft holds
 * something and how to open the compose page, and the registry's chart decides.
 * It also counts the intents taken up (the form takes the focus for each) and remembers where a reply was started
 * (reply-origin.ts), so that closing that reply puts the focus back there.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { areaAsking, areaFailed, areaHoldsContent } from '../../machines/compose-area.machine';
import { useAppServices } from '../../services/app-services/app-services';
import { composeAreaMachineFor } from '../../services/compose/compose-area-machine';
import { composeAreasOf } from '../../services/compose/compose-areas';
import { composeIntentOf } from '../../machines/compose-intent';
import type { ComposeRuntime } from '../../machines/compose-runtime-types';
import { OWN_HISTORY_STATE } from '../../services/routing/app-navigation';
import { replyOriginFor, returnFocusToOrigin, watchPostFocus, type ReplyOrigin } from './reply-origin';

export interface ComposeAreaView {
  /** the account's composer, once loaded */
  runtime: ComposeRuntime | null;
  failed: boolean;
  /** an intent waits for the reader's consent to replace the draft */
  asking: boolean;
  confirm(): void;
  cancel(): void;
  /** the reader asked to edit a post waiting in the outbox: it comes back into the composer */
  editQueued(id: string): void;
  /** how many intents this area has taken up (the form takes the focus when it grows) */
  intentsTaken: number;
  /**
   * The reply to `statusId` was closed: when this area knows where it was started, `leave` runs (the compose page
   * goes back to where the reader was) and the focus returns there; true then, false when it knows nothing.
   */
  returnFromReply(statusId: string, leave?: () => void): boolean;
}

export function useComposeArea(options: { redirectOnLeave?: boolean } = {}): ComposeAreaView {
  const { server, api, store, alerts, me } = useAppServices();
  const composeAreas = composeAreasOf(store);
  const { key, pathname, search, state } = useLocation();
  const routerNavigate = useNavigate();
  // the router's navigation as of the last render, for the compose page opened after this area has gone
  const navigate = useRef(routerNavigate);
  useEffect(() => {
    navigate.current = routerNavigate;
  }, [routerNavigate]);

  const [machine] = useState(() => composeAreaMachineFor({ server, api, store, alerts, me }));
  const actor = useActorRef(machine);
  const runtime = useSelector(actor, (s) => s.context.runtime);
  const failed = useSelector(actor, areaFailed);
  const asking = useSelector(actor, areaAsking);

  const replyOrigin = useRef<ReplyOrigin | null>(null);
  /** a row of a feed shows the post: the post itself or a boost of it */
  const showsPost = useCallback(
    (statusId: string) => (row: string) => row === statusId || store.get('statuses', row)?.reblogId === statusId,
    [store],
  );
  useEffect(() => watchPostFocus(), []);

  // the intent object is new on every render; the history entry's key says when it changes
  useEffect(() => {
    const intent = composeIntentOf(state);
    if (intent === null) return;
    if (intent.type === 'reply') replyOrigin.current = replyOriginFor(intent.statusId, showsPost(intent.statusId));
    actor.send({ type: 'INTENT', intent });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, key]);

  // an intent taken up leaves the history entry, whatever happens next
  const [intentsTaken, setIntentsTaken] = useState(0);
  useEffect(() => {
    const subscription = actor.on('intent.taken', () => {
      setIntentsTaken((count) => count + 1);
      void routerNavigate(`${pathname}${search}`, { replace: true, state: OWN_HISTORY_STATE });
    });
    return () => subscription.unsubscribe();
  }, [actor, routerNavigate, pathname, search]);

  const returnFromReply = (statusId: string, leave?: () => void): boolean => {
    const origin = replyOrigin.current;
    if (origin === null || origin.statusId !== statusId) return false;
    replyOrigin.current = null;
    leave?.();
    returnFocusToOrigin(origin, showsPost(statusId));
    return true;
  };

  const redirectOnLeave = options.redirectOnLeave ?? false;
  useEffect(
    () =>
      composeAreas.enter(
        redirectOnLeave
          ? {
              holdsContent: () => areaHoldsContent(actor.getSnapshot()),
              openComposePage: () => void navigate.current('/publish', { state: OWN_HISTORY_STATE }),
            }
          : undefined,
      ),
    [composeAreas, actor, redirectOnLeave],
  );

  return {
    runtime,
    failed,
    asking,
    confirm: () => actor.send({ type: 'CONFIRM' }),
    cancel: () => actor.send({ type: 'CANCEL' }),
    editQueued: (id) => actor.send({ type: 'INTENT', intent: { type: 'outbox', id } }),
    intentsTaken,
    returnFromReply,
  };
}
