/**
 * The FILTER modal (spec 2: statusId, contextType): filters one post. The reader picks one of the filters
 * whose context includes the mapped context (spec 5), or creates a new one named after the post, and the post
 * is added to it (POST v2/filters/{id}/statuses). A confirmation follows. Escape, Cancel and a click outside
 * close it; focus stays inside while it is open.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Overlay } from 'react-aria/Overlay';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import { useAppServices } from '../../services/app-services/app-services';
import { useTranslation } from '../../i18n/react';
import { filterCalls } from '../../services/filters/filter-calls';
import { filterContextOf } from '../../services/filters/filter-context';
import { isFilterApplicable } from '../../services/filters/filter-rules';
import { ensureFiltersLoaded } from '../../services/filters/filters-loader';
import { useFiltersComplete, useFiltersTable } from '../../services/filters/use-filters-table';
import { importFilters } from '../../services/store';
import { formErrorText } from './save-error';
import './filters.css';

export interface FilterPostDialogProps {
  statusId: string; contextType: string; onClose(): void;
}

type OverlayState = Parameters<typeof useModalOverlay>[1];

function useTargetPost(statusId: string): { id: string; defaultTitle: string } {
  const { t } = useTranslation();
  const { store } = useAppServices();
  const wrapper = store.get('statuses', statusId);
  const shown = (wrapper?.reblogId == null ? wrapper : store.get('statuses', wrapper.reblogId)) ?? wrapper;
  const acct = shown === undefined ? '' : store.get('accounts', shown.accountId)?.acct ?? '';
  const text = (shown?.searchText ?? '').replace(/\s+/g, ' ').trim();
  const preview = text.length > 30 ? `${text.slice(0, 30)}…` : text;
  return { id: shown?.id ?? statusId, defaultTitle: t('filters.dialog.defaultTitle', { acct, text: preview }) };
}

function FilterPostForm({ statusId, contextType, onClose }: FilterPostDialogProps) {
  const { t } = useTranslation();
  const { api, store, alerts, navigate } = useAppServices();
  const base = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const state: OverlayState = {
    isOpen: true, open: () => {}, close: onClose, toggle: onClose,
    setOpen: (open) => { if (!open) onClose(); }, point: null, setPoint: () => {},
  };
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: true }, state, overlayRef);
  const { dialogProps, titleProps } = useDialog({}, dialogRef);

  const target = useTargetPost(statusId);
  const context = filterContextOf(contextType);
  const filters = useFiltersTable(store);
  const complete = useFiltersComplete(store);
  const candidates = [...filters.values()].filter((f) => isFilterApplicable(f, context, Date.now()));
  const [choice, setChoice] = useState<string | null>(null);
  const chosen = choice ?? candidates[0]?.id ?? 'new';
  const [title, setTitle] = useState(target.defaultTitle);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ id: string; title: string } | null>(null);

  useEffect(() => { void ensureFiltersLoaded(api, store); }, [api, store]);
  useEffect(() => { if (done !== null) doneRef.current?.focus(); }, [done]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === 'new' && title.trim() === '') {
      setError(t('filters.form.titleMissing'));
      return;
    }
    setBusy(true);
    setError(null);
    let step = 'filters.create';
    try {
      let filter = chosen === 'new' ? undefined : filters.get(chosen);
      if (filter === undefined) {
        const created = await filterCalls(api).create({ title: title.trim(), context: [context], filter_action: 'warn' });
        importFilters(store, [created]);
        filter = store.get('filters', created.id);
      }
      if (filter === undefined) throw new Error('filter missing');
      step = 'filters.addStatus';
      const entry = await filterCalls(api).addStatus(filter.id, target.id);
      store.patch('filters', filter.id, (f) => ({ ...f, statuses: [...f.statuses, { id: String(entry.id), status_id: target.id }] }));
      setDone({ id: filter.id, title: filter.title });
    } catch (failure) {
      setError(formErrorText(failure, alerts, step, t('filters.dialog.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div {...underlayProps} className="filters-dialog__underlay">
      <div {...modalProps} ref={overlayRef} className="filters-dialog__modal">
        <div {...dialogProps} ref={dialogRef} className="filters-dialog">
          <h2 {...titleProps} className="filters-dialog__title">{t('filters.dialog.heading')}</h2>
          {done !== null ? (
            <>
              <p role="status">{t('filters.dialog.done', { title: done.title })}</p>
              <div className="filters-dialog__actions">
                <button type="button" className="filters-button" onClick={() => { onClose(); navigate(`/filters/${done.id}`); }}>
                  {t('filters.dialog.editFilter')}
                </button>
                <button ref={doneRef} type="button" className="filters-button filters-button--primary" onClick={onClose}>
                  {t('filters.dialog.close')}
                </button>
              </div>
            </>
          ) : (
            <form onSubmit={(event) => void submit(event)} aria-busy={busy} noValidate>
              <p className="filters-dialog__hint">{t('filters.dialog.explain', { context: t(`filters.context.${context}`) })}</p>
              <fieldset className="filter-form__group">
                <legend>{t('filters.dialog.choose')}</legend>
                {!complete && candidates.length === 0 && <p role="status">{t('filters.list.loading')}</p>}
                {candidates.map((f) => (
                  <label key={f.id} className="filter-form__radio">
                    <input type="radio" name={`${base}-filter`} value={f.id} checked={chosen === f.id} onChange={() => setChoice(f.id)} />
                    <span>{f.title}</span>
                  </label>
                ))}
                <label className="filter-form__radio">
                  <input type="radio" name={`${base}-filter`} value="new" checked={chosen === 'new'} onChange={() => setChoice('new')} />
                  <span>{t('filters.dialog.newFilter')}</span>
                </label>
                {chosen === 'new' && (
                  <div className="filter-form__field">
                    <label htmlFor={`${base}-title`}>{t('filters.dialog.newTitle')}</label>
                    <input id={`${base}-title`} className="filter-form__input" value={title} onChange={(event) => setTitle(event.target.value)} />
                  </div>
                )}
              </fieldset>
              <div role="alert" className="filters-error">{error}</div>
              <div className="filters-dialog__actions">
                <button type="button" className="filters-button" onClick={onClose}>{t('filters.list.cancel')}</button>
                <button type="submit" className="filters-button filters-button--primary" disabled={busy}>{t('filters.dialog.submit')}</button>
              </div>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}

export function FilterPostDialog(props: FilterPostDialogProps) {
  return (
    <Overlay>
      <FilterPostForm {...props} />
    </Overlay>
  );
}

export default FilterPostDialog;
