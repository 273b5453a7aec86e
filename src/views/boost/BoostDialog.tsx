/**
 * The BOOST modal (the status and a reblog callback): the post, a choice of the boost's audience
 * (public, unlisted, followers only, and kmyblue's public_unlisted and login when the server has them),
 * Boost and Cancel. A followers-only post can only be boosted to followers. Loaded on first use.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ReblogVisibility } from '../../services/status-actions/status-actions-types';
import { useServerInfo } from '../../services/server-info/use-server-info';
import {
  NO_FEATURES,
  statusServerFeatures,
  type StatusServerFeatures,
} from '../../services/status-actions/server-features';
import { useStatus } from '../../services/store';
import { Status } from '../status/Status';
import { DialogFrame } from '../common/dialog/DialogFrame';
import './boost.css';

export interface BoostDialogProps {
  statusId: string;
  /** boosts with the chosen audience (the modal closes itself) */
  onReblog(visibility: ReblogVisibility): void;
  onClose(): void;
}

/** The audiences offered, most open first (the privacy order). */
export function boostVisibilities(original: string, features: StatusServerFeatures): ReblogVisibility[] {
  if (original === 'private') return ['private'];
  const all: ReblogVisibility[] = ['public'];
  if (features.publicUnlisted) all.push('public_unlisted');
  all.push('unlisted');
  if (features.login) all.push('login');
  all.push('private');
  return all;
}

export default function BoostDialog({ statusId, onReblog, onClose }: BoostDialogProps) {
  const { t } = useTranslation();
  const status = useStatus(statusId);
  const features = useServerInfo(statusServerFeatures).value ?? NO_FEATURES;
  const options = boostVisibilities(status?.visibility_ex ?? 'public', features);
  const [chosen, setChosen] = useState<ReblogVisibility>(options[0] ?? 'public');
  const name = useId();
  const selected = options.includes(chosen) ? chosen : (options[0] ?? 'public');

  return (
    <DialogFrame title={t('boost.title')} onClose={onClose}>
      <div className="boost__preview">
        <Status statusId={statusId} variant="quote" />
      </div>
      <form
        className="boost__form"
        onSubmit={(event) => {
          event.preventDefault();
          onReblog(selected);
          onClose();
        }}
      >
        <fieldset className="boost__audience">
          <legend className="boost__legend">{t('boost.audience')}</legend>
          {options.map((visibility) => (
            <label key={visibility} className="boost__option">
              <input
                type="radio"
                name={name}
                value={visibility}
                checked={selected === visibility}
                onChange={() => setChosen(visibility)}
              />
              <span>{t(`boost.visibility.${visibility}`)}</span>
            </label>
          ))}
        </fieldset>
        <p className="boost__hint">{t('boost.shiftHint')}</p>
        <div className="dialog-frame__actions">
          <button type="button" className="dialog-frame__button" onClick={onClose}>
            {t('boost.cancel')}
          </button>
          <button type="submit" className="dialog-frame__button dialog-frame__button--primary">
            {t('boost.confirm')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
