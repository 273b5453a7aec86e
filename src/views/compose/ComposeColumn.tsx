import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { ComposeActorProvider } from './compose-actor-context';
import { ComposeForm } from './ComposeForm';
import { OutboxSlot } from './OutboxSlot';
import { EditCheckNotice } from './EditCheckNotice';
import { ReplaceDraftPrompt } from './ReplaceDraftPrompt';
import { useComposeArea } from './use-compose-area';
import './compose-screen.css';

/**
 * The deck's COMPOSE column: the compose area. When it unmounts while the draft holds text or media (the layout
 * left the deck), the reader is taken to the compose page so the draft stays in view (the rule is the
 * compose areas chart's, see use-compose-area.ts).
 */
export default function ComposeColumn() {
  const { t } = useTranslation();
  const headingId = useId();
  const area = useComposeArea({ redirectOnLeave: true });
  const { runtime } = area;

  return (
    <section className="compose-screen compose-screen--column" aria-labelledby={headingId} aria-busy={runtime === null}>
      <h2 id={headingId} className="compose-screen__title compose-screen__title--column">
        {t('compose.screen.title')}
      </h2>
      {runtime === null ? (
        area.failed ? (
          <p role="alert">{t('compose.screen.failed')}</p>
        ) : (
          <p className="compose-screen__loading">{t('compose.screen.loading')}</p>
        )
      ) : (
        <ComposeActorProvider actor={runtime.actor}>
          <EditCheckNotice runtime={runtime} />
          <ComposeForm variant="column" focusKey={area.intentsTaken} onReplyClosed={area.returnFromReply} />
          <OutboxSlot outbox={runtime.outbox} onEdit={area.editQueued} headingLevel={3} />
          {area.asking && <ReplaceDraftPrompt onConfirm={area.confirm} onCancel={area.cancel} />}
        </ComposeActorProvider>
      )}
    </section>
  );
}
