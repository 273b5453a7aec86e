/**
 * The composer's pickers (visibility, circle, searchability, who can quote): a react-aria-components Select, a
 * button naming the picker and its value that opens a listbox in a popover. Options may carry a description
 * line; an option's accessible name is everything it shows (its label, then its description), so what a reader
 * sees and what a screen reader or voice control names are the same. Typeahead, arrow keys, Escape and Home/End
 * come from react-aria; the label may be visually hidden when the trigger sits in the toolbar.
 */
import { useId, type ReactNode, type RefObject } from 'react';
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { Text } from 'react-aria-components/Text';

export interface SelectChoice<K extends string = string> {
  key: K;
  label: string;
  description?: string;
  /** offered but not choosable */
  disabled?: boolean;
}

export interface ComposeSelectProps<K extends string> {
  label: string;
  /** keep the label for assistive technology only (the toolbar) */
  labelHidden?: boolean;
  choices: readonly SelectChoice<K>[];
  value: K | null;
  onChange(value: K): void;
  /** a note read with the picker (visually hidden) */
  description?: string;
  /** shown in the trigger when no value is chosen */
  placeholder?: string;
  /** drawn before the value in the trigger (decorative) */
  icon?: ReactNode;
  isDisabled?: boolean;
  className?: string;
  /** the trigger button, e.g. to move focus to it */
  triggerRef?: RefObject<HTMLButtonElement | null>;
}

/** An option's classes: its own, then `--focused`, `--selected` and `--disabled` while it is so. */
function optionClass({
  isFocused,
  isSelected,
  isDisabled,
}: {
  isFocused: boolean;
  isSelected: boolean;
  isDisabled: boolean;
}): string {
  const classes = ['compose-select__option'];
  if (isSelected) classes.push('compose-select__option--selected');
  if (isFocused) classes.push('compose-select__option--focused');
  if (isDisabled) classes.push('compose-select__option--disabled');
  return classes.join(' ');
}

export function ComposeSelect<K extends string>(props: ComposeSelectProps<K>) {
  const {
    label,
    labelHidden = false,
    choices,
    value,
    onChange,
    description,
    placeholder,
    icon,
    isDisabled = false,
    className,
    triggerRef,
  } = props;
  const selected = choices.find((choice) => choice.key === value);
  const descriptionId = useId();
  return (
    <Select
      className={`compose-select${className === undefined ? '' : ` ${className}`}`}
      value={value}
      placeholder={placeholder}
      onChange={(key) => {
        if (key !== null) onChange(String(key) as K);
      }}
      disabledKeys={choices.filter((choice) => choice.disabled).map((choice) => choice.key)}
      isDisabled={isDisabled}
      aria-describedby={description ? descriptionId : undefined}
    >
      <Label className={labelHidden ? 'visually-hidden' : 'compose-select__label'}>{label}</Label>
      <Button ref={triggerRef} className="compose-select__trigger">
        {icon}
        <SelectValue className="compose-select__value">{selected?.label ?? placeholder ?? ''}</SelectValue>
        <span className="compose-select__chevron" aria-hidden="true" />
      </Button>
      {/* the note describes the trigger; react-aria links a description only when given as a prop */}
      {description && (
        <span id={descriptionId} className="visually-hidden">
          {description}
        </span>
      )}
      <Popover className="compose-select__popover" placement="bottom start" offset={4}>
        <ListBox<SelectChoice<K>> className="compose-select__list" items={choices}>
          {(choice) => (
            <ListBoxItem id={choice.key} textValue={choice.label} className={optionClass}>
              {/* the option is named by all it shows: its label, then its description */}
              <Text slot="label" className="compose-select__option-text">
                <span className="compose-select__option-label">{choice.label}</span>
                {choice.description && (
                  <>
                    {/* a space between the two lines, so their words never run together when read as one text */}{' '}
                    <span className="compose-select__option-description">{choice.description}</span>
                  </>
                )}
              </Text>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
