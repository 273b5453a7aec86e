import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppServices } from '../../services/app-services/app-services';
import { OWN_HISTORY_STATE } from '../../services/routing/app-navigation';
import { composeIntentOf, type ComposeIntent } from '../../services/compose/compose-intent';
import { eventsForIntent } from '../../services/compose/intent-events';
import { draftHasContent } from '../../services/compose/draft-content';
import type { ComposeEvent } from '../../machines/compose-types';
import type { ComposeRuntime } from '../../services/compose/compose-runtime';

/** Intents that replace the draft (the others add to it). */
const REPLACING = new Set<ComposeIntent['type']>(['reply', 'edit', 'redraft']);

export interface IntentPrompt {
  /** the events waiting for the reader's consent to replace the current draft */
  events: ComposeEvent[];
  confirm(): void;
  cancel(): void;
}

/**
 * Applies the compose intent of the current history entry once (reply, mention, direct, quote, reference, edit,
 * delete & redraft), then strips it from the entry so a reload or Back does not apply it again. An intent that
 * would replace a draft holding something asks first (returned as a prompt); nothing is lost silently.
 */
export function useComposeIntent(runtime: ComposeRuntime | null): IntentPrompt | null {
  const location = useLocation();
  const routerNavigate = useNavigate();
  const { api, store, me } = useAppServices();
  const [prompt, setPrompt] = useState<IntentPrompt | null>(null);
  const intent = composeIntentOf(location.state);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (runtime === null || intent === null || me === null) return;
    // strip the intent first: whatever happens next, it is applied at most once
    void routerNavigate(`${location.pathname}${location.search}`, { replace: true, state: OWN_HISTORY_STATE });
    void eventsForIntent(intent, { api, store, me }).then((events) => {
      if (!mounted.current || events === null || events.length === 0) return;
      const send = () => events.forEach((event) => {
        if (event.type === 'compose.edit') runtime.rememberEdit(event.target.status);
        runtime.actor.send(event);
      });
      if (REPLACING.has(intent.type) && draftHasContent(runtime.actor.getSnapshot().context)) {
        setPrompt({ events, confirm: () => { setPrompt(null); send(); }, cancel: () => setPrompt(null) });
      } else {
        send();
      }
    });
    // the intent object is new on every render; the history entry's key says when it changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, location.key, me]);
  return prompt;
}
