/**
 * /filters: the account's v2 filters with title, contexts, expiry and action; each can be edited
 * or deleted (after a confirmation in place); a link creates a new one.
 */
import { useId } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import { useTranslation } from '../../i18n/react';
import { FILTER_CONTEXTS, type Filter } from '../../domain/entities/filter';
import { useFilterDelete } from '../../services/filters/filter-changes';
import { useFilterClock } from '../../services/filters/filter-clock';
import { InternalLink } from '../common/InternalLink';
import { formErrorText } from './save-error';
import { useFiltersList } from '../../services/filters/use-filters-list';
import './filters.css';

function FilterRow({ filter }: { filter: Filter }) {
  const { t, i18n } = useTranslation();
  const { store } = useAppServices();
  const headingId = useId();
  // the question in place, the delete on its way, and what failed: the request action chart
  const { send, confirming, busy, failure } = useFilterDelete(filter.id);
  const error = formErrorText(failure, t('filters.list.deleteFailed'));
  // the filters' clock: read when the filters change and again when an expiry passes, so "Expired" comes on time
  const now = useFilterClock(store);
  const expired = filter.expires_at !== null && Date.parse(filter.expires_at) <= now;
  const expiry =
    filter.expires_at === null
      ? t('filters.list.never')
      : t(expired ? 'filters.list.expired' : 'filters.list.expires', {
          date: new Date(filter.expires_at).toLocaleString(i18n.language),
        });

  return (
    <li className="filters-list__item" aria-labelledby={headingId}>
      <h2 id={headingId} className="filters-list__title">
        {filter.title}
      </h2>
      <dl className="filters-list__facts">
        <dt>{t('filters.form.contexts')}</dt>
        <dd>
          {FILTER_CONTEXTS.filter((c) => filter.context.includes(c))
            .map((c) => t(`filters.context.${c}`))
            .join(', ')}
        </dd>
        <dt>{t('filters.form.action')}</dt>
        <dd>{t(`filters.action.${filter.filter_action}`)}</dd>
        <dt>{t('filters.form.expiry')}</dt>
        <dd>{expiry}</dd>
        <dt>{t('filters.form.keywords')}</dt>
        <dd>
          {filter.keywords.length === 0
            ? t('filters.list.noKeywords')
            : filter.keywords.map((k) => k.keyword).join(', ')}
        </dd>
        {filter.statuses.length > 0 && (
          <>
            <dt>{t('filters.list.posts')}</dt>
            <dd>{t('filters.list.postCount', { count: filter.statuses.length })}</dd>
          </>
        )}
      </dl>
      <div className="filters-list__actions">
        <InternalLink
          to={`/filters/${filter.id}`}
          className="filters-button"
          aria-label={t('filters.list.editNamed', { title: filter.title })}
        >
          {t('filters.list.edit')}
        </InternalLink>
        {!confirming && (
          <button
            type="button"
            className="filters-button"
            onClick={() => send({ type: 'ASK' })}
            aria-label={t('filters.list.deleteNamed', { title: filter.title })}
          >
            {t('filters.list.delete')}
          </button>
        )}
      </div>
      {confirming && (
        <div
          className="filters-list__confirm"
          role="group"
          aria-label={t('filters.list.confirm', { title: filter.title })}
        >
          <p>{t('filters.list.confirm', { title: filter.title })}</p>
          <button
            type="button"
            className="filters-button filters-button--danger"
            onClick={() => send({ type: 'RUN' })}
            disabled={busy}
            aria-busy={busy}
          >
            {t('filters.list.confirmDelete')}
          </button>
          <button type="button" className="filters-button" onClick={() => send({ type: 'CANCEL' })} disabled={busy}>
            {t('filters.list.cancel')}
          </button>
        </div>
      )}
      {error !== null && (
        <p className="filters-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

export function FiltersScreen() {
  const { t } = useTranslation();
  const { filters, load, retry } = useFiltersList();
  const headingId = useId();
  const list = [...filters.values()];

  return (
    <section className="filters-screen" aria-labelledby={headingId}>
      <header className="filters-screen__header">
        <h1 id={headingId}>{t('filters.list.heading')}</h1>
        <InternalLink to="/filters/new" className="filters-button filters-button--primary">
          {t('filters.list.new')}
        </InternalLink>
      </header>
      <div role="status" className="filters-screen__status">
        {load === 'loading' && list.length === 0 && t('filters.list.loading')}
        {load === 'ready' && list.length === 0 && t('filters.list.empty')}
      </div>
      {load === 'failed' && (
        <div className="filters-error">
          <p role="alert">{t('filters.list.loadFailed')}</p>
          <button type="button" className="filters-button" onClick={retry}>
            {t('filters.list.retry')}
          </button>
        </div>
      )}
      {list.length > 0 && (
        <ul className="filters-list">
          {list.map((f) => (
            <FilterRow key={f.id} filter={f} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default FiltersScreen;
