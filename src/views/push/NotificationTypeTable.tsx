import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { SwitchControl } from '../common/SwitchControl';
import {
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type NotificationSettingsStore,
  type NotificationType,
} from '../../services/notifications/notification-settings';

/** The three per-type settings, one column each. */
const COLUMNS = ['alerts', 'shows', 'sounds'] as const;
type Column = (typeof COLUMNS)[number];

/** Catalogue keys cannot hold dots: `admin.sign_up` is `admin_sign_up`. */
export const typeLabelKey = (type: NotificationType) => `notifications.settings.types.${type.replace('.', '_')}`;

/**
 * The notification types as table rows, with a switch per column (desktop alerts, shown in the column, sound).
 * Each switch is named by its row and column headers.
 */
export function NotificationTypeTable({
  values,
  settings,
}: {
  values: NotificationSettings;
  settings: NotificationSettingsStore;
}) {
  const { t } = useTranslation();
  const id = useId();
  const columnId = (column: Column) => `${id}-${column}`;
  const rowId = (type: NotificationType) => `${id}-${type.replace('.', '_')}`;
  return (
    <table className="notification-settings__table">
      <caption className="notification-settings__caption">{t('notifications.settings.types.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('notifications.settings.types.type')}</th>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" id={columnId(column)}>
              {t(`notifications.settings.types.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {NOTIFICATION_TYPES.map((type) => (
          <tr key={type}>
            <th scope="row" id={rowId(type)}>
              {t(typeLabelKey(type))}
            </th>
            {COLUMNS.map((column) => (
              <td key={column}>
                <SwitchControl
                  className="notification-settings__switch"
                  data-setting={`${column}.${type}`}
                  isSelected={values[column][type]}
                  aria-labelledby={`${rowId(type)} ${columnId(column)}`}
                  onChange={(checked) => settings.set({ [column]: { [type]: checked } })}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
