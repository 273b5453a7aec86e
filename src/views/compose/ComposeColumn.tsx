import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { OWN_HISTORY_STATE } from '../../services/routing/app-navigation';
import { composeAreasMounted, useComposeArea } from './compose-areas';
import { draftHasContent } from '../../services/compose/draft-content';
import type { ComposeRuntime } from '../../services/compose/compose-runtime';
import { ComposeActorProvider } from './compose-actor-context';
import { ComposeForm } from './ComposeForm';
import { EditCheckNotice } from './EditCheckNotice';
import { ReplaceDraftPrompt } from './ReplaceDraftPrompt';
import { useComposeIntent } from './use-compose-intent';
import { useComposeRuntime } from './use-compose-runtime';
import './compose-screen.css';

/**
 * The deck's COMPOSE column: the compose area. When it unmounts while the draft holds text or media (the layout
 * left the deck), the reader is taken to the compose page so the draft stays in view (spec 4).
 */
export default function ComposeColumn() {
  const { t } = useTranslation();
  const headingId = useId();
  const state = useComposeRuntime();
  const runtime = state.status === 'ready' ? state.runtime : null;
  const prompt = useComposeIntent(runtime);
  const routerNavigate = useNavigate();
  const held = useRef<ComposeRuntime | null>(null);
  held.current = runtime;
  useComposeArea();

  useEffect(() => () => {
    const current = held.current;
    if (current === null || !draftHasContent(current.actor.getSnapshot().context)) return;
    // once the new screens have mounted: if another compose area shows the draft (the compose page, a deck
    // column of the new layout), stay; otherwise open the compose page
    setTimeout(() => {
      if (composeAreasMounted() === 0) void routerNavigate('/publish', { state: OWN_HISTORY_STATE });
    }, 0);
  }, [routerNavigate]);

  return (
    <section className="compose-screen compose-screen--column" aria-labelledby={headingId} aria-busy={runtime === null}>
      <h2 id={headingId} className="compose-screen__title compose-screen__title--column">{t('compose.screen.title')}</h2>
      {runtime === null ? (
        state.status === 'failed' ? <p role="alert">{t('compose.screen.failed')}</p> : <p className="compose-screen__loading">{t('compose.screen.loading')}</p>
      ) : (
        <ComposeActorProvider actor={runtime.actor}>
          <EditCheckNotice runtime={runtime} />
          <ComposeForm variant="column" />
          {prompt !== null && <ReplaceDraftPrompt onConfirm={prompt.confirm} onCancel={prompt.cancel} />}
        </ComposeActorProvider>
      )}
    </section>
  );
}
