import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { SwitchControl } from '../common/SwitchControl';
import { useLayout } from './layout-context';

/** The advanced web interface setting: the multi-column deck on wide screens, as a switch. */
export function AdvancedInterfaceSwitch() {
  const { t } = useTranslation();
  const { advancedInterface, setAdvancedInterface } = useLayout();
  const hintId = useId();
  return (
    <div className="advanced-switch">
      <SwitchControl
        className="advanced-switch__label"
        isSelected={advancedInterface}
        aria-describedby={hintId}
        onChange={setAdvancedInterface}
      >
        {t('places.advancedInterface.label')}
      </SwitchControl>
      <p id={hintId} className="advanced-switch__hint">
        {t('places.advancedInterface.hint')}
      </p>
    </div>
  );
}
