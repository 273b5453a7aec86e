/**
 * The Directory tab of Explore (the profile directory), readable signed out: two small radio groups choose where
 * the accounts come from (this server, the fediverse) and their order (recently active, new arrivals); a choice
 * changes the address (replacing the entry), so a reload keeps it. The accounts follow as directory rows, with Load
 * more while the server has more. Loading, empty, a failure with Retry and a server without a directory say so in
 * place, calmly (no alert).
 */
import { useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { useTranslation } from '../../i18n/react';
import { askRelationships } from '../../services/accounts/relationship-requests';
import { useAppServices } from '../../services/app-services/app-services';
import { usePagedList } from '../../services/data/use-data';
import {
  directoryChoiceOf,
  directoryPath,
  profileDirectory,
  type DirectoryChoice,
  type DirectoryOrder,
} from '../../services/explore/profile-directory';
import { PagedListStates } from '../common/data-states/DataStates';
import { DirectoryRow } from './DirectoryRow';
import '../who-lists/who-lists.css';

function ChoiceGroup<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange(value: V): void;
}) {
  return (
    <RadioGroup
      className="explore-choice"
      orientation="horizontal"
      aria-label={label}
      value={value}
      onChange={(next) => onChange(next as V)}
    >
      {options.map((option) => (
        <Radio key={option.value} value={option.value} className="explore-choice__option">
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}

function DirectoryChoices({ choice, onChange }: { choice: DirectoryChoice; onChange(next: DirectoryChoice): void }) {
  const { t } = useTranslation();
  return (
    <div className="explore-choices">
      <ChoiceGroup
        label={t('explore.directory.where.label')}
        value={choice.local ? 'local' : 'all'}
        options={[
          { value: 'local', label: t('explore.directory.where.local') },
          { value: 'all', label: t('explore.directory.where.all') },
        ]}
        onChange={(where) => onChange({ ...choice, local: where === 'local' })}
      />
      <ChoiceGroup<DirectoryOrder>
        label={t('explore.directory.order.label')}
        value={choice.order}
        options={[
          { value: 'active', label: t('explore.directory.order.active') },
          { value: 'new', label: t('explore.directory.order.new') },
        ]}
        onChange={(order) => onChange({ ...choice, order })}
      />
    </div>
  );
}

export function DirectoryPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const services = useAppServices();
  const choice = directoryChoiceOf(useLocation().search);
  const list = usePagedList(profileDirectory, choice);
  const { items } = list;
  // the follow buttons say what the reader's relationship with each account is
  useEffect(() => {
    askRelationships(services, items);
  }, [services, items]);

  const texts = {
    loading: t('explore.directory.loading'),
    failed: t('explore.directory.failed'),
    retry: t('explore.retry'),
    gone: t('explore.directory.unavailable'),
    empty: t('explore.directory.empty'),
    loadMore: t('explore.loadMore'),
    loadingMore: t('explore.loadingMore'),
    moreFailed: t('explore.moreFailed'),
  };

  return (
    <div className="explore-scroll">
      <h2 id={headingId} className="visually-hidden">
        {t('explore.directory.label')}
      </h2>
      <DirectoryChoices
        choice={choice}
        onChange={(next) => services.navigate(directoryPath(next), { replace: true })}
      />
      <PagedListStates data={list} texts={texts} calm>
        {(ids) => (
          <ul className="interactions__accounts explore-accounts" aria-labelledby={headingId}>
            {ids.map((id) => (
              <DirectoryRow key={id} accountId={id} />
            ))}
          </ul>
        )}
      </PagedListStates>
    </div>
  );
}
