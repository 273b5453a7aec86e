/**
 * The FILTER modal (statusId, contextType): filters one post. The reader picks one of the filters
 * whose context includes the mapped context, or creates a new one named after the post, and the post
 * is added to it (POST v2/filters/{id}/statuses). A confirmation follows. Escape, Cancel and a click outside
 * close it; focus stays inside while it is open.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { useAppServices } from '../../services/app-services/app-services';
import { useTranslation } from '../../i18n/react';
import { chosenOf, filterPostBusy, filterPostDone, NEW_FILTER } from '../../machines/filter-post.machine';
import { formFailureOf, formFailureText } from '../../services/alerts/form-failure';
import { filterContextOf } from '../../services/filters/filter-context';
import { filterPostMachineFor } from '../../services/filters/filter-post-machine';
import { isFilterApplicable } from '../../services/filters/filter-rules';
import { useFiltersComplete, useFiltersTable } from '../../services/filters/use-filters-table';
import { Label, RadioGroup } from 'react-aria-components/RadioGroup';
import { DialogFrame } from '../common/dialog/DialogFrame';
import { RadioControl } from '../common/RadioControl';
import './filters.css';

export interface FilterPostDialogProps {
  statusId: string;
  contextType: string;
  onClose(): void;
}

function useTargetPost(statusId: string): { id: string; defaultTitle: string } {
  const { t } = useTranslation();
  const { store } = useAppServices();
  const wrapper = store.get('statuses', statusId);
  const shown = (wrapper?.reblogId == null ? wrapper : store.get('statuses', wrapper.reblogId)) ?? wrapper;
  const acct = shown === undefined ? '' : (store.get('accounts', shown.accountId)?.acct ?? '');
  const text = (shown?.searchText ?? '').replace(/\s+/g, ' ').trim();
  const preview = text.length > 30 ? `${text.slice(0, 30)}…` : text;
  return { id: shown?.id ?? statusId, defaultTitle: t('filters.dialog.defaultTitle', { acct, text: preview }) };
}

function FilterPostForm({ statusId, contextType, onClose }: FilterPostDialogProps) {
  const { t } = useTranslation();
  const { api, store, alerts, navigate } = useAppServices();
  const base = useId();
  const doneRef = useRef<HTMLButtonElement>(null);

  const target = useTargetPost(statusId);
  const context = filterContextOf(contextType);
  const filters = useFiltersTable(store);
  const complete = useFiltersComplete(store);
  // expiry is judged as of the modal's opening
  const [openedAt] = useState(() => Date.now());
  const candidates = useMemo(
    () => [...filters.values()].filter((f) => isFilterApplicable(f, context, openedAt)),
    [filters, context, openedAt],
  );
  // the workflow is the chart's (machines/filter-post.machine.ts); the form reports what the reader does
  const [machine] = useState(() => filterPostMachineFor({ api, store, alerts }));
  const [snapshot, send] = useMachine(machine, {
    input: { statusId: target.id, filterContext: context, title: target.defaultTitle },
  });
  useEffect(() => {
    send({ type: 'CANDIDATES', filters: candidates.map((f) => ({ id: f.id, title: f.title })) });
  }, [send, candidates]);
  const chosen = chosenOf({ choice: snapshot.context.choice, candidates });
  const { title, problem, failedCall } = snapshot.context;
  const busy = filterPostBusy(snapshot);
  const done = filterPostDone(snapshot);
  const error =
    problem === 'titleMissing'
      ? t('filters.form.titleMissing')
      : failedCall !== null
        ? formFailureText(formFailureOf(snapshot.context.error), t('filters.dialog.failed'))
        : null;

  useEffect(() => {
    if (done !== null) doneRef.current?.focus();
  }, [done]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <DialogFrame title={t('filters.dialog.heading')} onClose={onClose} className="filters-dialog">
      {done !== null ? (
        <>
          <p role="status">{t('filters.dialog.done', { title: done.title })}</p>
          <div className="filters-dialog__actions">
            <button
              type="button"
              className="filters-button"
              onClick={() => {
                onClose();
                navigate(`/filters/${done.id}`);
              }}
            >
              {t('filters.dialog.editFilter')}
            </button>
            <button ref={doneRef} type="button" className="filters-button filters-button--primary" onClick={onClose}>
              {t('filters.dialog.close')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={submit} aria-busy={busy} noValidate>
          <p className="filters-dialog__hint">
            {t('filters.dialog.explain', { context: t(`filters.context.${context}`) })}
          </p>
          <div className="filter-form__group">
            <RadioGroup
              className="filter-form__choices"
              name={`${base}-filter`}
              value={chosen}
              onChange={(choice) => send({ type: 'CHOOSE', choice })}
            >
              <Label className="filter-form__group-label">{t('filters.dialog.choose')}</Label>
              {!complete && candidates.length === 0 && <p role="status">{t('filters.list.loading')}</p>}
              {candidates.map((f) => (
                <RadioControl key={f.id} value={f.id} className="filter-form__radio">
                  <span>{f.title}</span>
                </RadioControl>
              ))}
              <RadioControl value={NEW_FILTER} className="filter-form__radio">
                <span>{t('filters.dialog.newFilter')}</span>
              </RadioControl>
            </RadioGroup>
            {chosen === NEW_FILTER && (
              <div className="filter-form__field">
                <label htmlFor={`${base}-title`}>{t('filters.dialog.newTitle')}</label>
                <input
                  id={`${base}-title`}
                  className="filter-form__input"
                  value={title}
                  onChange={(event) => send({ type: 'TITLE', title: event.target.value })}
                />
              </div>
            )}
          </div>
          <div role="alert" className="filters-error">
            {error}
          </div>
          <div className="filters-dialog__actions">
            <button type="button" className="filters-button" onClick={onClose}>
              {t('filters.list.cancel')}
            </button>
            <button type="submit" className="filters-button filters-button--primary" disabled={busy}>
              {t('filters.dialog.submit')}
            </button>
          </div>
        </form>
      )}
    </DialogFrame>
  );
}

export function FilterPostDialog(props: FilterPostDialogProps) {
  return <FilterPostForm {...props} />;
}

export default FilterPostDialog;
