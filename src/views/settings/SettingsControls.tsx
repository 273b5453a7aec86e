/**
 * The settings screen's controls, react-aria-components underneath: a labelled choice among a few options
 * (RadioGroup: arrow keys move and choose, Tab leaves the group) and an on/off switch (Switch: Space toggles).
 * Each carries a hint read with it, and says when a change is on its way (aria-busy).
 */
import { useId, type ReactNode } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components/RadioGroup';
import { Switch } from 'react-aria-components/Switch';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  hint?: string;
}

export interface ChoiceGroupProps<T extends string> {
  /** names the setting for tests and styles */
  setting: string;
  label: string;
  hint?: string;
  value: T | null;
  choices: readonly Choice<T>[];
  onChange(value: T): void;
  busy?: boolean;
  /** the options side by side (short ones: emoji) */
  inline?: boolean;
}

export function ChoiceGroup<T extends string>({
  setting,
  label,
  hint,
  value,
  choices,
  onChange,
  busy = false,
  inline = false,
}: ChoiceGroupProps<T>) {
  return (
    <div className="settings-field" aria-busy={busy || undefined}>
      <RadioGroup
        className={inline ? 'settings-choices settings-choices--inline' : 'settings-choices'}
        data-setting={setting}
        value={value}
        onChange={(next) => onChange(next as T)}
      >
        <Label className="settings-field__label">{label}</Label>
        {hint !== undefined && (
          <Text slot="description" className="settings-field__hint">
            {hint}
          </Text>
        )}
        <div className="settings-choices__options">
          {choices.map((choice) => (
            <Radio key={choice.value} value={choice.value} className="settings-choice">
              <span className="settings-choice__mark" aria-hidden="true" />
              <span className="settings-choice__text">
                <span className="settings-choice__label">{choice.label}</span>
                {choice.hint !== undefined && <span className="settings-choice__hint">{choice.hint}</span>}
              </span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
    </div>
  );
}

export interface SettingSwitchProps {
  setting: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange(checked: boolean): void;
  busy?: boolean;
}

export function SettingSwitch({ setting, label, hint, checked, onChange, busy = false }: SettingSwitchProps) {
  const hintId = useId();
  return (
    <div className="settings-field settings-switch-field" aria-busy={busy || undefined}>
      <Switch
        className="settings-switch"
        data-setting={setting}
        isSelected={checked}
        onChange={onChange}
        aria-describedby={hintId}
      >
        <span className="settings-switch__track" aria-hidden="true" />
        <span>{label}</span>
      </Switch>
      <p id={hintId} className="settings-field__hint settings-switch-field__hint">
        {hint}
      </p>
    </div>
  );
}

/** A section of the screen: its heading names it. */
export function SettingsSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h2 id={id} className="settings-section__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
