/**
 * The profile fields: one row per field the server allows (a label and its content), as typed. A row's problems
 * (content without a label, a label or content over its length) are tied to its inputs and marked invalid.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import type { DraftProblem, ProfileFieldRow, ProfileLimits } from '../../machines/profile-edit-rules';

export interface ProfileFieldRowsProps {
  rows: readonly ProfileFieldRow[];
  problems: readonly DraftProblem[];
  limits: ProfileLimits;
  readOnly: boolean;
  onChange(row: number, change: { name?: string; value?: string }): void;
}

type RowProblem = Extract<DraftProblem, { row: number }>;

export function ProfileFieldRows({ rows, problems, limits, readOnly, onChange }: ProfileFieldRowsProps) {
  const { t } = useTranslation();
  const base = useId();
  const rowProblems = problems.filter((problem): problem is RowProblem => 'row' in problem);
  const problemText = (problem: RowProblem) => {
    const number = problem.row + 1;
    if (problem.kind === 'fieldNameMissing') return t('profileEdit.fields.nameMissing', { number });
    if (problem.kind === 'fieldNameTooLong')
      return t('profileEdit.fields.nameTooLong', { number, max: limits.fieldName });
    return t('profileEdit.fields.valueTooLong', { number, max: limits.fieldValue });
  };

  return (
    <fieldset className="profile-edit__group" aria-describedby={`${base}-hint`}>
      <legend>{t('profileEdit.fields.legend')}</legend>
      <p id={`${base}-hint`} className="profile-edit__hint">
        {t('profileEdit.fields.hint', { count: limits.fields })}
      </p>
      <ol className="profile-edit__rows">
        {rows.map((row, index) => {
          const mine = rowProblems.filter((problem) => problem.row === index);
          const nameBad = mine.some((p) => p.kind !== 'fieldValueTooLong');
          const valueBad = mine.some((p) => p.kind === 'fieldValueTooLong');
          const problemId = mine.length > 0 ? `${base}-${index}-problem` : undefined;
          return (
            // the rows are fixed slots: their place is their identity
            <li key={index} className="profile-edit__row">
              <div className="profile-edit__cell">
                <label htmlFor={`${base}-${index}-name`}>{t('profileEdit.fields.name', { number: index + 1 })}</label>
                <input
                  id={`${base}-${index}-name`}
                  className="profile-edit__input"
                  value={row.name}
                  readOnly={readOnly}
                  autoComplete="off"
                  aria-invalid={nameBad || undefined}
                  aria-describedby={nameBad ? problemId : undefined}
                  onChange={(event) => onChange(index, { name: event.target.value })}
                />
              </div>
              <div className="profile-edit__cell">
                <label htmlFor={`${base}-${index}-value`}>{t('profileEdit.fields.value', { number: index + 1 })}</label>
                <input
                  id={`${base}-${index}-value`}
                  className="profile-edit__input"
                  value={row.value}
                  readOnly={readOnly}
                  autoComplete="off"
                  aria-invalid={valueBad || undefined}
                  aria-describedby={valueBad ? problemId : undefined}
                  onChange={(event) => onChange(index, { value: event.target.value })}
                />
              </div>
              {problemId !== undefined && (
                <div id={problemId} className="profile-edit__row-problems">
                  {mine.map((problem) => (
                    <p key={problem.kind} className="profile-edit__problem">
                      {problemText(problem)}
                    </p>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
