import { useId } from 'react';

/** One labelled on/off setting with its hint: a native checkbox in the switch role. */
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
      <label className="notification-settings__label">
        <input
          type="checkbox"
          role="switch"
          className="notification-settings__switch"
          data-setting={setting}
          checked={checked}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span>{label}</span>
      </label>
      <p id={hintId} className="notification-settings__hint">
        {hint}
      </p>
    </div>
  );
}
