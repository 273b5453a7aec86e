/**
 * The account's outbox under the composer: the posts written while the server could not be reached, oldest
 * first, each with what is happening to it (waiting, sending, trying again, refused with the server's words),
 * Edit (the post goes back into the composer, asking first when the draft holds something) and Cancel (asked
 * first: the post is lost). An edit of a published post says so. Shown only while posts wait; its buttons are the
 * composer's own (compose.css). The outbox chart holds every rule; this renders it.
 */
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { OutboxActor, OutboxSnapshot } from '../../machines/outbox.machine';
import type { OutboxEntry } from '../../machines/outbox-rules';
import { outboxEntries, outboxEntryState } from '../../machines/outbox-status';
import { fullDateTime } from '../common/time-format';
import { ConfirmDialog } from '../common/dialog/ConfirmDialog';
import './outbox.css';

export interface OutboxListProps {
  outbox: OutboxActor;
  /** the reader asked to edit this post: the compose area takes it back */
  onEdit(id: string): void;
  /** its heading's level, one below the compose area's own */
  headingLevel: 2 | 3;
}

const selectOffline = (snapshot: OutboxSnapshot) => !snapshot.context.online;

export default function OutboxList({ outbox, onEdit, headingLevel }: OutboxListProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const entries = useSelector(outbox, outboxEntries);
  const offline = useSelector(outbox, selectOffline);
  const [cancelling, setCancelling] = useState<OutboxEntry | null>(null);
  if (entries.length === 0) return null;
  const written = (entry: OutboxEntry) => fullDateTime(new Date(entry.writtenAt), i18n.language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section className="outbox" aria-labelledby={headingId}>
      <Heading id={headingId} className="outbox__title">
        {t('compose.outbox.title', { count: entries.length })}
      </Heading>
      {offline && <p className="outbox__note">{t('compose.outbox.offline')}</p>}
      <ul className="outbox__list">
        {entries.map((entry) => (
          <OutboxRow
            key={entry.id}
            outbox={outbox}
            entry={entry}
            written={written(entry)}
            onEdit={() => onEdit(entry.id)}
            onCancel={() => setCancelling(entry)}
          />
        ))}
      </ul>
      {cancelling !== null && (
        <ConfirmDialog
          title={t('compose.outbox.cancelQuestion')}
          message={t(
            cancelling.saved.draft.id === null ? 'compose.outbox.cancelBody' : 'compose.outbox.cancelEditBody',
          )}
          cancelLabel={t('compose.outbox.cancelKeep')}
          confirmLabel={t('compose.outbox.cancelConfirm')}
          initialFocus="cancel"
          onConfirm={() => {
            outbox.send({ type: 'CANCEL', id: cancelling.id });
            setCancelling(null);
          }}
          onCancel={() => setCancelling(null)}
        />
      )}
    </section>
  );
}

interface OutboxRowProps {
  outbox: OutboxActor;
  entry: OutboxEntry;
  written: string;
  onEdit(): void;
  onCancel(): void;
}

function OutboxRow({ outbox, entry, written, onEdit, onCancel }: OutboxRowProps) {
  const { t } = useTranslation();
  const state = useSelector(outbox, (snapshot) => outboxEntryState(snapshot, entry));
  const { draft, media } = entry.saved;
  const sending = state === 'sending';
  const refusal = entry.refusal;
  const stateText =
    state === 'refused'
      ? refusal?.edit === 'stale'
        ? t('compose.outbox.refusedStale')
        : refusal?.edit === 'gone'
          ? t('compose.outbox.refusedGone')
          : refusal?.message
            ? t('compose.outbox.refused', { reason: refusal.message })
            : t('compose.outbox.refusedNoReason', { status: refusal?.status ?? 0 })
      : t(`compose.outbox.${state}`);
  return (
    <li className="outbox__entry" data-state={state}>
      {draft.id !== null && <p className="outbox__kind">{t('compose.outbox.editOf')}</p>}
      {draft.spoiler && <p className="outbox__warning">{t('compose.outbox.warning', { text: draft.spoiler_text })}</p>}
      <p className="outbox__text">{draft.text}</p>
      <p className="outbox__meta">
        <span>{t('compose.outbox.writtenAt', { time: written })}</span>
        {media.length > 0 && <span>{t('compose.outbox.media', { count: media.length })}</span>}
        {draft.poll !== null && <span>{t('compose.outbox.poll')}</span>}
        <span className={`outbox__state outbox__state--${state}`}>{stateText}</span>
      </p>
      <div className="outbox__actions">
        <button
          type="button"
          className="compose-submit__secondary"
          aria-label={t('compose.outbox.editNamed', { time: written })}
          // the post on its way cannot come back: that attempt may already have reached the server
          aria-disabled={sending ? true : undefined}
          onClick={() => !sending && onEdit()}
        >
          {t('compose.outbox.edit')}
        </button>
        <button
          type="button"
          className="compose-submit__danger"
          aria-label={t('compose.outbox.cancelNamed', { time: written })}
          aria-disabled={sending ? true : undefined}
          onClick={() => !sending && onCancel()}
        >
          {t('compose.outbox.cancel')}
        </button>
      </div>
    </li>
  );
}
