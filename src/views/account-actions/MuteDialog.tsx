/**
 * The MUTE modal: asks before muting an account, saying what a mute does, with a choice to hide their
 * notifications too (on by default) and how long the mute lasts (indefinitely by default), then Cancel and
 * Mute. Mute takes the focus, so Enter mutes with the defaults; confirming closes the dialog at once and runs
 * the mute, which shows optimistically. Loaded on first use with the accountActions catalogue.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { DialogFrame } from '../common/dialog/DialogFrame';
import type { AccountDialogProps } from './account-dialog-props';
import { MUTE_DURATIONS } from './mute-durations';
import { runAccountAction } from '../../services/account-actions/run-account-action';
import './account-action-dialogs.css';

export default function MuteDialog({ accountId, acct, onClose }: AccountDialogProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const durationId = useId();
  const [notifications, setNotifications] = useState(true);
  const [duration, setDuration] = useState(0);

  return (
    <DialogFrame
      title={t('accountActions.mute.title', { acct })}
      onClose={onClose}
      role="alertdialog"
      initialFocus={confirmRef}
    >
      <form
        className="account-action-dialog__form"
        onSubmit={(event) => {
          event.preventDefault();
          onClose();
          void runAccountAction(services, { kind: 'mute', accountId, options: { duration, notifications } });
        }}
      >
        <p className="dialog-frame__text">{t('accountActions.mute.explanation')}</p>
        <label className="account-action-dialog__check">
          <input
            type="checkbox"
            checked={notifications}
            onChange={(event) => setNotifications(event.currentTarget.checked)}
          />
          <span>{t('accountActions.mute.hideNotifications')}</span>
        </label>
        <div className="account-action-dialog__field">
          <label htmlFor={durationId}>{t('accountActions.mute.duration')}</label>
          <select
            id={durationId}
            className="account-action-dialog__select"
            value={duration}
            onChange={(event) => setDuration(Number(event.currentTarget.value))}
          >
            {MUTE_DURATIONS.map(({ seconds, key }) => (
              <option key={seconds} value={seconds}>
                {t(`accountActions.mute.durations.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="dialog-frame__actions">
          <button type="button" className="dialog-frame__button" onClick={onClose}>
            {t('accountActions.cancel')}
          </button>
          <button ref={confirmRef} type="submit" className="dialog-frame__button dialog-frame__button--primary">
            {t('accountActions.mute.confirm')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
