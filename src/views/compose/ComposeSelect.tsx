/**
 * The composer's pickers (visibility, circle, searchability, who can quote): a react-aria Select, a
 * button naming the picker and its value that opens a listbox in a popover. Options may carry a description
 * line; an option's accessible name is everything it shows (its label, then its description), so what a reader
 * sees and what a screen reader or voice control names are the same. Typeahead, arrow keys, Escape and Home/End
 * come from react-aria; the label may be visually hidden when the trigger sits in the toolbar.
 */
import { useRef, type ReactNode, type RefObject } from 'react';
import { useButton } from 'react-aria/useButton';
import { useListBox, useOption } from 'react-aria/useListBox';
import { DismissButton, Overlay } from 'react-aria/Overlay';
import { usePopover } from 'react-aria/usePopover';
import { useSelect } from 'react-aria/useSelect';
import { Item } from 'react-stately/Item';
import { useSelectState, type SelectState } from 'react-stately/useSelectState';

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
  } = props;
  const disabledKeys = choices.filter((choice) => choice.disabled).map((choice) => choice.key);
  const stateProps = {
    label,
    items: choices,
    children: (choice: SelectChoice<K>) => (
      <Item key={choice.key} textValue={choice.label}>
        {choice.label}
      </Item>
    ),
    value,
    onChange: (key: string | number | null) => {
      if (key !== null) onChange(String(key) as K);
    },
    disabledKeys,
    isDisabled,
    description,
  };
  const state = useSelectState<SelectChoice<K>>(stateProps);
  const ownRef = useRef<HTMLButtonElement>(null);
  const ref = props.triggerRef ?? ownRef;
  const { labelProps, triggerProps, valueProps, menuProps, descriptionProps } = useSelect<SelectChoice<K>>(
    stateProps,
    state,
    ref,
  );
  const { buttonProps } = useButton(triggerProps, ref);
  const selected = choices.find((choice) => choice.key === value);

  return (
    <div className={`compose-select${className === undefined ? '' : ` ${className}`}`}>
      <span {...labelProps} className={labelHidden ? 'visually-hidden' : 'compose-select__label'}>
        {label}
      </span>
      <button {...buttonProps} ref={ref} className="compose-select__trigger">
        {icon}
        <span {...valueProps} className="compose-select__value">
          {selected?.label ?? placeholder ?? ''}
        </span>
        <span className="compose-select__chevron" aria-hidden="true" />
      </button>
      {description && (
        <span {...descriptionProps} className="visually-hidden">
          {description}
        </span>
      )}
      {state.isOpen && (
        <SelectPopover state={state} triggerRef={ref}>
          <SelectListBox menuProps={menuProps} state={state} />
        </SelectPopover>
      )}
    </div>
  );
}

function SelectPopover<T>({
  state,
  triggerRef,
  children,
}: {
  state: SelectState<T>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  const popoverRef = useRef<HTMLDivElement>(null);
  const { popoverProps, underlayProps } = usePopover(
    { triggerRef, popoverRef, placement: 'bottom start', offset: 4 },
    state,
  );
  return (
    <Overlay>
      <div {...underlayProps} className="compose-select__underlay" />
      <div {...popoverProps} ref={popoverRef} className="compose-select__popover">
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </div>
    </Overlay>
  );
}

function SelectListBox<K extends string>({
  menuProps,
  state,
}: {
  menuProps: Parameters<typeof useListBox<SelectChoice<K>>>[0];
  state: SelectState<SelectChoice<K>>;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const { listBoxProps } = useListBox(menuProps, state, ref);
  return (
    <ul {...listBoxProps} ref={ref} className="compose-select__list">
      {[...state.collection].map((node) => (
        <SelectOption key={node.key} nodeKey={node.key} choice={node.value} state={state} />
      ))}
    </ul>
  );
}

function SelectOption<K extends string>({
  nodeKey,
  choice,
  state,
}: {
  nodeKey: string | number;
  choice: SelectChoice<K> | null;
  state: SelectState<SelectChoice<K>>;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, labelProps, descriptionProps, isSelected, isFocused, isDisabled } = useOption(
    { key: nodeKey },
    state,
    ref,
  );
  const classes = ['compose-select__option'];
  if (isSelected) classes.push('compose-select__option--selected');
  if (isFocused) classes.push('compose-select__option--focused');
  if (isDisabled) classes.push('compose-select__option--disabled');
  // the name holds both shown lines (label, description); the description is then not repeated as one
  const named = choice?.description
    ? { 'aria-labelledby': `${labelProps.id} ${descriptionProps.id}`, 'aria-describedby': undefined }
    : {};
  return (
    <li {...optionProps} {...named} ref={ref} className={classes.join(' ')}>
      <span {...labelProps} className="compose-select__option-label">
        {choice?.label}
      </span>
      {choice?.description && (
        <>
          {/* a space between the two lines, so their words never run together when read as one text */}{' '}
          <span {...descriptionProps} className="compose-select__option-description">
            {choice.description}
          </span>
        </>
      )}
    </li>
  );
}
