import { useEffect, useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { ComposeActorProvider } from './compose-actor-context';
import { ComposeForm } from './ComposeForm';
import { OutboxSlot } from './OutboxSlot';
import { EditCheckNotice } from './EditCheckNotice';
import { ReplaceDraftPrompt } from './ReplaceDraftPrompt';
import { useComposeArea } from './use-compose-area';
import type { ComposeRuntime } from '../../machines/compose-runtime-types';
import './compose-screen.css';

function Heading({ runtime, id }: { runtime: ComposeRuntime; id: string }) {
  const { t } = useTranslation();
  const editing = useSelector(runtime.actor, (snapshot) => snapshot.context.draft.id !== null);
  return (
    <h1 id={id} className="compose-screen__title">
      {t(editing ? 'compose.screen.editTitle' : 'compose.screen.title')}
    </h1>
  );
}

/**
 * The compose page (/publish and /statuses/new): the account's composer, the intent it was opened with,
 * and, after a successful post, back to where the reader came from (home when the page was opened directly).
 */
export default function ComposeScreen() {
  const { t } = useTranslation();
  const headingId = useId();
  const area = useComposeArea();
  const { runtime } = area;
  const { navigate } = useAppServices();
  const routerNavigate = useNavigate();
  const { key } = useLocation();

  useEffect(() => {
    if (runtime === null) return;
    const subscription = runtime.actor.on('compose.published', () => {
      // the first entry of the session has the key 'default': nothing of ours to go back to
      if (key !== 'default' && window.history.length > 1) void routerNavigate(-1);
      else navigate('/home', { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [runtime, key, routerNavigate, navigate]);

  return (
    <section className="compose-screen" aria-labelledby={headingId} aria-busy={runtime === null}>
      {runtime === null ? (
        <>
          <h1 id={headingId} className="compose-screen__title">
            {t('compose.screen.title')}
          </h1>
          {area.failed ? (
            <p role="alert">{t('compose.screen.failed')}</p>
          ) : (
            <p className="compose-screen__loading">{t('compose.screen.loading')}</p>
          )}
        </>
      ) : (
        <ComposeActorProvider actor={runtime.actor}>
          <Heading runtime={runtime} id={headingId} />
          <EditCheckNotice runtime={runtime} />
          <ComposeForm
            variant="page"
            focusKey={area.intentsTaken}
            // the page was opened from a post: back to it
            onReplyClosed={(statusId) => area.returnFromReply(statusId, () => void routerNavigate(-1))}
          />
          <OutboxSlot outbox={runtime.outbox} onEdit={area.editQueued} headingLevel={2} />
          {area.asking && <ReplaceDraftPrompt onConfirm={area.confirm} onCancel={area.cancel} />}
        </ComposeActorProvider>
      )}
    </section>
  );
}
