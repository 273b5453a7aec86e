/**
 * A labelled text input or textarea with its character counter ("12/30"). The counter is tied to the field as
 * its description and says in words how many characters are left or too many; over the limit the field is
 * marked invalid and says the limit (the form does not send it).
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { characterCount } from '../../machines/profile-edit-rules';

export interface CountedFieldProps {
  label: string;
  value: string;
  max: number;
  multiline?: boolean;
  readOnly?: boolean;
  onChange(value: string): void;
}

export function CountedField({ label, value, max, multiline = false, readOnly = false, onChange }: CountedFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const count = characterCount(value);
  const over = count > max;
  const spoken = over ? t('profileEdit.over', { count: count - max }) : t('profileEdit.left', { count: max - count });
  const describedBy = over ? `${id}-counter ${id}-problem` : `${id}-counter`;
  const common = {
    id,
    className: 'profile-edit__input',
    value,
    readOnly,
    'aria-invalid': over || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="profile-edit__field">
      <div className="profile-edit__label-row">
        <label htmlFor={id}>{label}</label>
        <span id={`${id}-counter`} className="profile-edit__counter" data-over={over || undefined}>
          <span aria-hidden="true">{t('profileEdit.counter', { count, max })}</span>
          <span className="visually-hidden">{spoken}</span>
        </span>
      </div>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      )}
      {over && (
        <p id={`${id}-problem`} className="profile-edit__problem">
          {t('profileEdit.tooLong', { max })}
        </p>
      )}
    </div>
  );
}
