import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLayout } from './layout-context';

/** The advanced web interface setting: the multi-column deck on wide screens. A native checkbox as a switch. */
export function AdvancedInterfaceSwitch() {
  const { t } = useTranslation();
  const { advancedInterface, setAdvancedInterface } = useLayout();
  const hintId = useId();
  return (
    <div className="advanced-switch">
      <label className="advanced-switch__label">
        <input
          type="checkbox"
          role="switch"
          className="advanced-switch__input"
          checked={advancedInterface}
          aria-describedby={hintId}
          onChange={(event) => setAdvancedInterface(event.currentTarget.checked)}
        />
        <span className="advanced-switch__track" aria-hidden="true" />
        <span>{t('shell.advancedInterface.label')}</span>
      </label>
      <p id={hintId} className="advanced-switch__hint">
        {t('shell.advancedInterface.hint')}
      </p>
    </div>
  );
}
