/**
 * The profile's switches as labelled checkboxes, each with a line saying what it does: featured in discovery,
 * public posts searchable, follow requests (a locked account) and the automated-account badge.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ProfileDraft } from '../../machines/profile-edit-rules';

export type ProfileSwitch = 'discoverable' | 'indexable' | 'locked' | 'bot';

const SWITCHES: readonly ProfileSwitch[] = ['discoverable', 'indexable', 'locked', 'bot'];

export interface ProfileSwitchesProps {
  draft: Pick<ProfileDraft, ProfileSwitch>;
  onChange(name: ProfileSwitch, on: boolean): void;
}

export function ProfileSwitches({ draft, onChange }: ProfileSwitchesProps) {
  const { t } = useTranslation();
  const base = useId();
  return (
    <fieldset className="profile-edit__group">
      <legend>{t('profileEdit.switches.legend')}</legend>
      <ul className="profile-edit__switches">
        {SWITCHES.map((name) => (
          <li key={name} className="profile-edit__switch">
            <input
              id={`${base}-${name}`}
              type="checkbox"
              checked={draft[name]}
              aria-describedby={`${base}-${name}-hint`}
              onChange={(event) => onChange(name, event.target.checked)}
            />
            <span className="profile-edit__switch-text">
              <label htmlFor={`${base}-${name}`}>{t(`profileEdit.switches.${name}`)}</label>
              <span id={`${base}-${name}-hint`} className="profile-edit__hint">
                {t(`profileEdit.switches.${name}Hint`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
