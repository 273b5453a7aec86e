/**
 * The body of a post: the content warning with its Show more / Show less button (toggling the status's
 * `hidden` state in the store), the content rendered from the sanitised tree, then poll, media and card.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../app/services/app-services';
import type { Status } from '../../services/entities';
import { toggleStatusHidden } from '../../services/status-hidden';
import { RichText } from '../common/RichText';
import { LinkCard } from './card/LinkCard';
import { MediaGrid } from './media/MediaGrid';
import { Poll } from './poll/Poll';
import { statusTrees } from './status-content';

export function StatusBody({ status, variant }: { status: Status; variant: 'timeline' | 'detailed' | 'quote' }) {
  const { t } = useTranslation();
  const { store } = useAppServices();
  const contentId = useId();
  const trees = statusTrees(status);
  const hasWarning = status.spoiler_text !== '';
  const collapsed = hasWarning && status.hidden;

  return (
    <div className={`status__body status__body--${variant}`}>
      {hasWarning && (
        <div className="status__warning">
          <p className="status__spoiler rich-text" lang={status.language ?? undefined}>
            <RichText nodes={trees.spoiler} />
          </p>
          <button
            type="button"
            className="status__warning-toggle"
            aria-expanded={!collapsed}
            aria-controls={contentId}
            onClick={(event) => {
              event.stopPropagation();
              toggleStatusHidden(store, status.id);
            }}
          >
            {collapsed ? t('status.contentWarning.show') : t('status.contentWarning.hide')}
          </button>
        </div>
      )}
      <div id={contentId} className="status__collapsible" hidden={collapsed}>
        {trees.content.length > 0 && (
          <div className="status__content rich-text" lang={status.language ?? undefined}>
            <RichText nodes={trees.content} resolveLink={trees.resolveLink} />
          </div>
        )}
        {status.pollId !== null && <Poll status={status} />}
      </div>
      <MediaGrid status={status} />
      <LinkCard status={status} />
    </div>
  );
}
