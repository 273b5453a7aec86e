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
import { Label, RadioGroup } from 'react-aria-components/RadioGroup';
import { DialogFrame } from '../common/dialog/DialogFrame';
import { RadioControl } from '../common/RadioControl';
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
        <RadioGroup
          className="boost__audience"
          name={name}
          value={selected}
          onChange={(value) => setChosen(value as ReblogVisibility)}
        >
          <Label className="boost__legend">{t('boost.audience')}</Label>
          {options.map((visibility) => (
            <RadioControl key={visibility} value={visibility} className="boost__option">
              {t(`boost.visibility.${visibility}`)}
            </RadioControl>
          ))}
        </RadioGroup>
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
