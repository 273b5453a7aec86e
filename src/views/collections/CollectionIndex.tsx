/**
 * The index of the reader's lists (/lists) or circles (/circles): the "new" form, then one row per list or
 * circle sorted by title (favourite lists first where the server marks favourites), each linking to its posts,
 * with Edit and Delete (asked first in the one dialog frame). Loading, failed (with a retry) and empty states are
 * said in words. After a delete the focus goes to the heading and the deletion is announced.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useResource } from '../../services/data/use-data';
import { collectionsData } from '../../services/collections/collection-data';
import { sortCollections, type Titled } from '../../services/collections/collection-order';
import { COLLECTIONS, editPath, type CollectionKind } from '../../services/collections/collections';
import { useTable } from '../../services/store/use-table';
import { EmptyNote } from '../common/data-states/DataNotes';
import { ResourceStates } from '../common/data-states/DataStates';
import { InternalLink } from '../common/InternalLink';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import { TitleForm } from './TitleForm';
import './collections.css';

export interface CollectionIndexProps {
  kind: CollectionKind;
  /** the server marks favourite lists: favourites come first and say so */
  favouritesFirst: boolean;
  /** words shown beside a row's title (a list's "Exclusive"...) */
  badgesOf?(record: Titled & { id: string }): readonly string[];
}

interface Deleting {
  id: string;
  title: string;
}

function Row({
  kind,
  record,
  badges,
  onDelete,
}: {
  kind: CollectionKind;
  record: Titled & { id: string };
  badges: readonly string[];
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const title = record.title;
  return (
    <li className="organise-row">
      <div className="organise-row__main">
        <InternalLink to={COLLECTIONS[kind].postsPath(record.id)} className="organise-row__link">
          {title}
        </InternalLink>
        {badges.map((badge) => (
          <span key={badge} className="organise-badge">
            {badge}
          </span>
        ))}
      </div>
      <div className="organise-row__actions">
        <InternalLink
          to={editPath(kind, record.id)}
          className="organise-button"
          aria-label={t(`${kind}.row.editNamed`, { title })}
        >
          {t(`${kind}.row.edit`)}
        </InternalLink>
        <button
          type="button"
          className="organise-button"
          aria-label={t(`${kind}.row.deleteNamed`, { title })}
          onClick={onDelete}
        >
          {t(`${kind}.row.delete`)}
        </button>
      </div>
    </li>
  );
}

export function CollectionIndex({ kind, favouritesFirst, badgesOf }: CollectionIndexProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const collections = useResource(collectionsData[kind], null);
  const table = useTable(kind);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);

  // the deleted row (and its Delete button) are gone: the focus goes to the heading
  useEffect(() => {
    if (deleted !== null && deleting === null) headingRef.current?.focus();
  }, [deleted, deleting]);

  const records = (collections.value ?? [])
    .map((id) => table.get(id))
    .filter((record): record is NonNullable<typeof record> => record !== undefined);
  const sorted = sortCollections(records, favouritesFirst, i18n.language);

  const texts = { loading: t(`${kind}.index.loading`), failed: t(`${kind}.index.failed`), retry: t('organise.retry') };
  const body = (
    <ResourceStates data={collections} texts={texts}>
      {() =>
        sorted.length === 0 ? (
          <EmptyNote text={t(`${kind}.index.empty`)} />
        ) : (
          <ul className="organise-rows" aria-label={t(`${kind}.index.label`)}>
            {sorted.map((record) => (
              <Row
                key={record.id}
                kind={kind}
                record={record}
                badges={badgesOf?.(record) ?? []}
                onDelete={() => setDeleting({ id: record.id, title: record.title })}
              />
            ))}
          </ul>
        )
      }
    </ResourceStates>
  );

  return (
    <section className="organise-screen" aria-labelledby={headingId} aria-busy={collections.busy}>
      <header className="organise-screen__header">
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className="organise-screen__heading">
          {t(`${kind}.index.heading`)}
        </h1>
      </header>
      <TitleForm
        target={{ kind, id: null }}
        label={t(`${kind}.new.label`)}
        submitLabel={t(`${kind}.new.submit`)}
        savedText={(title) => t(`${kind}.new.saved`, { title })}
      />
      {body}
      <p className="visually-hidden" role="status">
        {deleted === null ? '' : t(`${kind}.row.deleted`, { title: deleted })}
      </p>
      {deleting !== null && (
        <DeleteCollectionDialog
          kind={kind}
          id={deleting.id}
          title={deleting.title}
          onClose={() => setDeleting(null)}
          onDeleted={() => setDeleted(deleting.title)}
        />
      )}
    </section>
  );
}
