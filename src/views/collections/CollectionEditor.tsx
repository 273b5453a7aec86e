/**
 * The edit screen of a list (/lists/:id/edit), circle (/circles/:id/edit) or antenna (/antennas/:id/edit): its name
 * (renamed in place), what the kind adds (a list's or an antenna's settings), its members (the shared members
 * editor, or what the kind shows instead: an antenna's accounts and rules) and Delete (asked first; the screen then
 * leaves for the index). It is read through the one-collection resource: shown at once when known,
 * "deleted" on a 404, a retry on another failure.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { useCollection } from '../../services/collections/collection-gone';
import { COLLECTIONS, indexPath, type CollectionKind } from '../../services/collections/collections';
import { useEntity } from '../../services/store';
import { LoadingNote } from '../common/data-states/DataNotes';
import { ResourceStates } from '../common/data-states/DataStates';
import { InternalLink } from '../common/InternalLink';
import { CollectionGone } from './CollectionGone';
import { DeleteCollectionDialog } from './DeleteCollectionDialog';
import { MembersEditor } from './MembersEditor';
import { TitleForm } from './TitleForm';
import './collections.css';

export interface CollectionEditorProps {
  kind: CollectionKind;
  id: string;
  /** what the kind adds between the name and the members (a list's settings) */
  children?: ReactNode;
  /** shown in place of the one members editor (an antenna's accounts, excluded accounts and rules) */
  members?: ReactNode;
}

function Editor({ kind, id, title, children, members }: CollectionEditorProps & { title: string }) {
  const { t } = useTranslation();
  const { navigate } = useAppServices();
  const [deleting, setDeleting] = useState(false);
  const spec = COLLECTIONS[kind];
  return (
    <>
      <div className="organise-editor__links">
        <InternalLink to={spec.postsPath(id)} className="organise-button">
          {t(`${kind}.edit.posts`)}
        </InternalLink>
        <InternalLink to={indexPath(kind)} className="organise-button">
          {t(`${kind}.edit.back`)}
        </InternalLink>
        <button
          type="button"
          className="organise-button organise-button--danger"
          aria-label={t(`${kind}.row.deleteNamed`, { title })}
          onClick={() => setDeleting(true)}
        >
          {t(`${kind}.row.delete`)}
        </button>
      </div>
      <TitleForm
        key={`title-${id}`}
        target={{ kind, id, title }}
        label={t(`${kind}.edit.name`)}
        submitLabel={t(`${kind}.edit.rename`)}
        savedText={(saved) => t(`${kind}.edit.renamed`, { title: saved })}
        className="organise-section"
      />
      {children}
      {members ?? <MembersEditor key={`members-${id}`} set={spec.members} ownerId={id} ownerTitle={title} />}
      {deleting && (
        <DeleteCollectionDialog
          kind={kind}
          id={id}
          title={title}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(indexPath(kind), { replace: true })}
        />
      )}
    </>
  );
}

export function CollectionEditor({ kind, id, children, members }: CollectionEditorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const collection = useCollection(kind, id);
  const record = useEntity(COLLECTIONS[kind].table, id);

  const texts = { loading: t(`${kind}.loading`), failed: t(`${kind}.failed`), retry: t('organise.retry') };
  // one the store already holds is edited at once, unless its fetch says it is gone
  const body: ReactNode =
    record !== undefined && collection.status.kind !== 'gone' ? (
      <Editor kind={kind} id={id} title={record.title} members={members}>
        {children}
      </Editor>
    ) : (
      <ResourceStates data={collection} texts={texts} slots={{ gone: <CollectionGone kind={kind} /> }}>
        {() => <LoadingNote text={texts.loading} /* loaded, but not in the store yet */ />}
      </ResourceStates>
    );

  return (
    <section className="organise-screen" aria-labelledby={headingId} aria-busy={collection.status.kind === 'loading'}>
      <header className="organise-screen__header">
        <h1 id={headingId} className="organise-screen__heading">
          {record === undefined ? t(`${kind}.edit.heading`) : t(`${kind}.edit.headingNamed`, { title: record.title })}
        </h1>
      </header>
      {body}
    </section>
  );
}
