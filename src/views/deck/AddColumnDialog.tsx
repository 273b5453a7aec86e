/**
 * "Add column", in the one dialog frame, in two steps: whose column and what it shows, then (for the types that
 * need one) its target or options. The column is added when the choice is complete and the deck can take it
 * (not already there, not full); otherwise the dialog says why beside the fields and keeps everything chosen.
 * Loaded on first use (lazy-add-column.tsx).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { MAX_DECK_COLUMNS, type AddProblem, type ColumnTarget } from '../../machines/deck-columns-rules';
import type { StoredAccount } from '../../domain/auth/auth-types';
import { needsTarget, targetOfChoice, type ChoiceProblem, type ColumnChoice } from '../../services/deck/column-choice';
import { DialogFrame } from '../common/dialog/DialogFrame';
import { AccountScope } from './AccountScope';
import { ColumnTargetStep } from './ColumnTargetStep';
import { ColumnTypeStep } from './ColumnTypeStep';
import './deck.css';

export interface AddColumnDialogProps {
  /** the deck's own account: the first choice */
  owner: string;
  accounts: readonly StoredAccount[];
  /** why the deck cannot take this column, or null when it can */
  problemOf(account: string, target: ColumnTarget): AddProblem | null;
  onAdd(account: string, target: ColumnTarget): void;
  onClose(): void;
}

const FIRST_CHOICE: ColumnChoice = {
  type: 'HOME',
  targetId: null,
  tag: '',
  url: '',
  onlyMedia: false,
  onlyRemote: false,
  local: false,
};

export default function AddColumnDialog({ owner, accounts, problemOf, onAdd, onClose }: AddColumnDialogProps) {
  const { t } = useTranslation();
  const problemId = useId();
  const stepRef = useRef<HTMLDivElement>(null);
  const [account, setAccount] = useState(owner);
  const [step, setStep] = useState<'type' | 'target'>('type');
  const [choice, setChoice] = useState<ColumnChoice>(FIRST_CHOICE);
  const [problem, setProblem] = useState<ChoiceProblem | AddProblem | null>(null);
  const [moved, setMoved] = useState(false);

  // a new step takes the focus to its checked choice, else its first control (after a step was taken, not when the
  // dialog opens)
  useEffect(() => {
    if (!moved) return;
    const step = stepRef.current;
    (step?.querySelector<HTMLElement>('input:checked') ?? step?.querySelector<HTMLElement>('input, button'))?.focus();
  }, [moved, step]);

  const change = (next: Partial<ColumnChoice>) => {
    setChoice((current) => ({ ...current, ...next }));
    setProblem(null);
  };
  const toStep = (next: 'type' | 'target') => {
    setStep(next);
    setMoved(true);
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'type' && needsTarget(choice.type)) return toStep('target');
    const result = targetOfChoice(choice);
    const refused = result.target === null ? result.problem : problemOf(account, result.target);
    if (refused !== null || result.target === null) return setProblem(refused);
    onAdd(account, result.target);
  };
  const adding = step === 'target' || !needsTarget(choice.type);

  return (
    <DialogFrame
      title={t('deck.dialog.title')}
      onClose={onClose}
      closeLabel={t('deck.dialog.close')}
      className="deck-dialog"
      dismissable={false}
    >
      <form className="deck-dialog__form" onSubmit={submit} noValidate>
        <div ref={stepRef} className="deck-dialog__step">
          {step === 'type' ? (
            <ColumnTypeStep
              accounts={accounts}
              account={account}
              onAccount={(key) => {
                setAccount(key);
                change({ targetId: null });
              }}
              type={choice.type}
              onType={(type) => change({ type, targetId: null })}
            />
          ) : (
            <AccountScope account={account}>
              <ColumnTargetStep choice={choice} onChange={change} problemId={problem === null ? null : problemId} />
            </AccountScope>
          )}
        </div>
        {problem !== null && (
          <p id={problemId} className="deck-dialog__problem" role="alert">
            {t(`deck.dialog.problem.${problem}`, { max: MAX_DECK_COLUMNS })}
          </p>
        )}
        <div className="dialog-frame__actions">
          {step === 'target' && (
            <button type="button" className="dialog-frame__button" onClick={() => toStep('type')}>
              {t('deck.dialog.back')}
            </button>
          )}
          <button type="submit" className="dialog-frame__button dialog-frame__button--primary">
            {t(adding ? 'deck.dialog.add' : 'deck.dialog.next')}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
