/**
 * What shows in place of a deleted list or circle (its fetch answered 404): that it was deleted, and a link
 * back to the index. Once shown, the deleted one is forgotten on this side (its record, its place in the
 * index, a list's timeline: collection-actions.ts).
 */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { forgetCollection } from '../../services/organise/collection-actions';
import { indexPath, type CollectionKind } from '../../services/organise/collections';
import { InternalLink } from '../common/InternalLink';

export function CollectionGone({ kind, id }: { kind: CollectionKind; id: string }) {
  const { t } = useTranslation();
  const services = useAppServices();
  useEffect(() => {
    forgetCollection(services, kind, id);
  }, [services, kind, id]);
  return (
    <div className="organise-note organise-gone" role="status">
      <p>{t(`${kind}.gone`)}</p>
      <InternalLink to={indexPath(kind)} className="organise-button">
        {t(`${kind}.goneBack`)}
      </InternalLink>
    </div>
  );
}
