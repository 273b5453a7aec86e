/**
 * What shows in place of a deleted list, circle or antenna (its fetch answered 404 or 410): that it was deleted,
 * and a link back to the index. The data layer has already forgotten it on this side (its record, its place in the
 * index, a list's or antenna's timeline: services/collections/collection-gone.ts); this only says so.
 */
import { useTranslation } from '../../i18n/react';
import { indexPath, type CollectionKind } from '../../services/collections/collections';
import { InternalLink } from '../common/InternalLink';

export interface CollectionGoneProps {
  kind: CollectionKind;
}

export function CollectionGone({ kind }: CollectionGoneProps) {
  const { t } = useTranslation();
  return (
    <div className="organise-note organise-gone" role="status">
      <p>{t(`${kind}.gone`)}</p>
      <InternalLink to={indexPath(kind)} className="organise-button">
        {t(`${kind}.goneBack`)}
      </InternalLink>
    </div>
  );
}
