/**
 * The reader's personal note on an account (relationship.note), a labelled textarea saved as it is typed:
 * the personal note chart decides when (after a pause in typing, or when the field loses the focus) and the
 * save is the note account action, answered before the next one is sent.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { PersonalNoteSnapshot } from '../../machines/personal-note.machine';
import { personalNoteMachineFor } from '../../services/account-actions/personal-note-machine';

const selectText = (snapshot: PersonalNoteSnapshot) => snapshot.context.text;

export function PersonalNote({ accountId, note }: { accountId: string; note: string }) {
  const { t } = useTranslation();
  const services = useAppServices();
  const id = useId();
  const machine = useMemo(() => personalNoteMachineFor(services, accountId), [services, accountId]);
  const actor = useActorRef(machine, { input: { note } });
  const text = useSelector(actor, selectText);

  // the note as stored (loaded later, or changed elsewhere) shows unless the reader is editing
  useEffect(() => {
    actor.send({ type: 'SYNC', note });
  }, [actor, note]);

  return (
    <div className="profile-note">
      <label htmlFor={id} className="profile-note-label">
        {t('profile.note.label')}
      </label>
      <textarea
        id={id}
        className="profile-note-input"
        value={text}
        placeholder={t('profile.note.placeholder')}
        rows={2}
        onChange={(event) => actor.send({ type: 'TYPE', text: event.target.value })}
        onBlur={() => actor.send({ type: 'BLUR' })}
      />
    </div>
  );
}
