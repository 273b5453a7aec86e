/**
 * The push notifications panel of the notification settings: runs the account's web push chart (through
 * services/push/use-web-push.ts) and shows what it says: checking, not supported by this browser, off, blocked,
 * failed (a server without push support is a warning, an invalid server key an error), or on with one checkbox per
 * alert type the server knows. Enabling asks the browser's permission at that moment.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { useWebPush, type WebPushView } from '../../services/push/use-web-push';
import './push-settings.css';

/** Alert types with their own label, in the order shown; other types the server knows follow, labelled generically. */
const LABELLED = [
  'follow',
  'follow_request',
  'favourite',
  'reblog',
  'mention',
  'poll',
  'status',
  'update',
  'quote',
  'quoted_update',
  'emoji_reaction',
  'status_reference',
  'list_status',
  'admin.sign_up',
  'admin.report',
];

function orderedTypes(alerts: WebPushView['alerts']): string[] {
  const known = Object.keys(alerts);
  const labelled = LABELLED.filter((type) => known.includes(type));
  return [...labelled, ...known.filter((type) => !LABELLED.includes(type)).sort()];
}

function PushPanel({ me }: { me: string }) {
  const { t } = useTranslation();
  const push = useWebPush(me);
  const headingId = useId();
  const label = (type: string) =>
    LABELLED.includes(type)
      ? t(`notifications.settings.push.alert.${type}`)
      : t('notifications.settings.push.alert.other', { type });

  const statusText = {
    checking: t('notifications.settings.push.checking'),
    unsupported: t('notifications.settings.push.unsupported'),
    off: t('notifications.settings.push.off'),
    denied: t('notifications.settings.push.denied'),
    failed:
      push.failure === 'no-server-key'
        ? t('notifications.settings.push.no_server_key')
        : push.failure === 'invalid-key'
          ? t('notifications.settings.push.invalid_key')
          : t('notifications.settings.push.failed'),
    on: t('notifications.settings.push.on'),
    working: t('notifications.settings.push.working'),
  }[push.status];
  const tone =
    push.status === 'failed'
      ? push.failure === 'no-server-key'
        ? 'warning'
        : 'error'
      : push.status === 'denied'
        ? 'warning'
        : 'info';
  const canEnable = push.status === 'off' || push.status === 'denied' || push.status === 'failed';

  return (
    <section className="push-settings" aria-labelledby={headingId}>
      <h2 id={headingId} className="push-settings__title">
        {t('notifications.settings.push.title')}
      </h2>
      <p className="push-settings__description">{t('notifications.settings.push.description')}</p>
      <p
        className={`push-settings__status push-settings__status--${tone}`}
        role={tone === 'error' ? 'alert' : 'status'}
        aria-live={tone === 'error' ? 'assertive' : 'polite'}
      >
        {statusText}
      </p>
      {push.status === 'on' ? (
        <>
          <fieldset className="push-settings__alerts" aria-busy={push.saving || undefined}>
            <legend>{t('notifications.settings.push.alerts_legend')}</legend>
            {orderedTypes(push.alerts).map((type) => (
              <label key={type} className="push-settings__alert">
                <input
                  type="checkbox"
                  checked={push.alerts[type] === true}
                  onChange={(event) => push.setAlert(type, event.target.checked)}
                />
                <span>{label(type)}</span>
              </label>
            ))}
          </fieldset>
          <p className="push-settings__saving" aria-live="polite">
            {push.saving ? t('notifications.settings.push.saving') : ''}
          </p>
          <button type="button" className="push-settings__button" onClick={push.disable}>
            {t('notifications.settings.push.disable')}
          </button>
        </>
      ) : null}
      {canEnable || push.status === 'working' || push.status === 'checking' ? (
        <button
          type="button"
          className="push-settings__button push-settings__button--primary"
          onClick={push.enable}
          disabled={!canEnable}
        >
          {t('notifications.settings.push.enable')}
        </button>
      ) : null}
    </section>
  );
}

/** The push panel of the signed-in account (nothing while reading signed out). */
export function PushSettings() {
  const { me } = useAppServices();
  return me === null ? null : <PushPanel me={me} />;
}

export default PushSettings;
