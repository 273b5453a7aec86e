import { useId } from 'react';
import { SwitchControl } from '../common/SwitchControl';

/** One labelled on/off setting with its hint: a switch. */
export function SettingSwitch({
  label,
  hint,
  checked,
  setting,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  /** names the setting for tests and styles */
  setting: string;
  onChange(checked: boolean): void;
}) {
  const hintId = useId();
  return (
    <div className="notification-settings__option">
      <SwitchControl
        className="notification-settings__label"
        data-setting={setting}
        isSelected={checked}
        aria-describedby={hintId}
        onChange={onChange}
      >
        {label}
      </SwitchControl>
      <p id={hintId} className="notification-settings__hint">
        {hint}
      </p>
    </div>
  );
}
