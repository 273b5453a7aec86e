/**
 * /filters/new and /filters/:id: creates or edits a v2 filter (title, keywords with whole-word toggles,
 * expiry, contexts, action). The server's 422 refusal is shown next to the form; a saved filter goes into the
 * store and the screen returns to the list.
 */
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { Filter } from '../../domain/entities/filter';
import { useFilterSave } from '../../services/filters/filter-changes';
import { InternalLink } from '../common/InternalLink';
import { FilterForm } from './FilterForm';
import { emptyFilterForm, fieldsFromForm, formFromFilter, type FilterFormState } from './filter-form-model';
import { formErrorText } from './save-error';
import { useFiltersList } from '../../services/filters/use-filters-list';
import './filters.css';

function EditForm({ stored }: { stored: Filter | undefined }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<FilterFormState>(() =>
    stored === undefined ? emptyFilterForm() : formFromFilter(stored),
  );
  // the save on its way and what failed: the request action chart (back to the list once saved)
  const { send, busy, failure } = useFilterSave(stored?.id ?? null);

  return (
    <FilterForm
      form={form}
      onChange={setForm}
      onSubmit={() => send({ type: 'RUN', request: fieldsFromForm(form, stored) })}
      busy={busy}
      serverError={formErrorText(failure, t('filters.form.saveFailed'))}
      storedExpiry={stored?.expires_at ?? null}
    />
  );
}

export function FilterEditScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const creating = id === undefined || id === 'new';
  const { filters, load, retry } = useFiltersList();
  const stored = creating ? undefined : filters.get(id);
  const headingId = useId();

  let body;
  if (creating || stored !== undefined) body = <EditForm key={stored?.id ?? 'new'} stored={stored} />;
  else if (load === 'loading') body = <p role="status">{t('filters.list.loading')}</p>;
  else if (load === 'failed') {
    body = (
      <div className="filters-error">
        <p role="alert">{t('filters.list.loadFailed')}</p>
        <button type="button" className="filters-button" onClick={retry}>
          {t('filters.list.retry')}
        </button>
      </div>
    );
  } else body = <p role="alert">{t('filters.edit.notFound')}</p>;

  return (
    <section className="filters-screen" aria-labelledby={headingId}>
      <header className="filters-screen__header">
        <h1 id={headingId}>{creating ? t('filters.edit.newHeading') : t('filters.edit.editHeading')}</h1>
        <InternalLink to="/filters" className="filters-button">
          {t('filters.edit.back')}
        </InternalLink>
      </header>
      {body}
    </section>
  );
}

export default FilterEditScreen;
