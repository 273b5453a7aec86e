/**
 * The profile form, drawn from the profile edit chart's snapshot: display name and bio with their counters, the
 * avatar and header with previews, the profile fields and the switches, then Save and Reset. What the chart
 * says is announced: saving, saved, and a failure (the server's own words for a refusal, 422; the draft stays).
 * Save and Reset stay focusable when there is nothing for them to do (aria-disabled), and say why beside them.
 */
import { useId, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from '../../i18n/react';
import {
  selectCanSave,
  selectChanged,
  selectProblems,
  selectSaved,
  selectSaveFailed,
  selectSaving,
  type profileEditMachine,
  type ProfileEditSnapshot,
} from '../../machines/profile-edit.machine';
import { formFailureOf, formFailureText } from '../../services/alerts/form-failure';
import { CountedField } from './CountedField';
import { ProfileFieldRows } from './ProfileFieldRows';
import { ProfileImageField } from './ProfileImageField';
import { ProfileSwitches } from './ProfileSwitches';

export interface ProfileEditFormProps {
  snapshot: ProfileEditSnapshot;
  actor: ActorRefFrom<typeof profileEditMachine>;
  /** the images the server holds now (http(s) URLs) */
  currentImages: { avatar: string | null; header: string | null };
}

export function ProfileEditForm({ snapshot, actor, currentImages }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const base = useId();
  const { draft, limits, imageProblem } = snapshot.context;
  const busy = selectSaving(snapshot);
  const changed = selectChanged(snapshot);
  const problems = selectProblems(snapshot);
  const canSave = selectCanSave(snapshot);
  const failure = selectSaveFailed(snapshot)
    ? formFailureText(formFailureOf(snapshot.context.error), t('profileEdit.saveFailed'))
    : null;
  const status = busy ? t('profileEdit.saving') : selectSaved(snapshot) ? t('profileEdit.saved') : '';
  const why = canSave || busy ? null : problems.length > 0 ? t('profileEdit.fixFirst') : t('profileEdit.unchanged');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SAVE' });
  };
  const image = (slot: 'avatar' | 'header') => (
    <ProfileImageField
      slot={slot}
      current={currentImages[slot]}
      chosen={draft[slot]}
      problem={imageProblem?.slot === slot ? imageProblem : null}
      limits={limits}
      busy={busy}
      onChoose={(file) => actor.send({ type: 'CHOOSE_IMAGE', slot, file })}
      onKeep={() => actor.send({ type: 'KEEP_IMAGE', slot })}
    />
  );

  return (
    <form className="profile-edit__form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <CountedField
        label={t('profileEdit.displayName')}
        value={draft.displayName}
        max={limits.displayName}
        readOnly={busy}
        onChange={(displayName) => actor.send({ type: 'EDIT', change: { displayName } })}
      />
      <CountedField
        label={t('profileEdit.note')}
        value={draft.note}
        max={limits.note}
        multiline
        readOnly={busy}
        onChange={(note) => actor.send({ type: 'EDIT', change: { note } })}
      />
      <div className="profile-edit__images">
        {image('avatar')}
        {image('header')}
      </div>
      <ProfileFieldRows
        rows={draft.fields}
        problems={problems}
        limits={limits}
        readOnly={busy}
        onChange={(row, change) => actor.send({ type: 'EDIT_FIELD', row, ...change })}
      />
      <ProfileSwitches draft={draft} onChange={(name, on) => actor.send({ type: 'EDIT', change: { [name]: on } })} />
      <div className="profile-edit__failure" role="alert">
        {failure !== null && <p className="profile-edit__problem">{failure}</p>}
      </div>
      <div className="profile-edit__actions">
        <button
          type="submit"
          className="profile-edit__primary"
          aria-disabled={!canSave || undefined}
          aria-describedby={why === null ? undefined : `${base}-why`}
        >
          {t('profileEdit.save')}
        </button>
        <button
          type="button"
          className="profile-edit__secondary"
          aria-disabled={!changed || busy || undefined}
          onClick={() => actor.send({ type: 'RESET' })}
        >
          {t('profileEdit.reset')}
        </button>
        <p id={`${base}-why`} className="profile-edit__hint">
          {why}
        </p>
      </div>
      <p className="profile-edit__status" role="status">
        {status}
      </p>
    </form>
  );
}
