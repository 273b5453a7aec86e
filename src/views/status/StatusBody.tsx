/**
 * The body of a post: the content warning with its Show more / Show less button (the reader's choice is kept
 * in the per-post UI table, src/services/status, so it survives the row leaving the virtual feed), the
 * content rendered from the sanitised tree (a long one in a feed cut behind Read more / Read less, kept there
 * too), a translation under it when one was asked for (with "Show original"), then poll, media and card, and the
 * hashtag bar (hidden with the content behind its warning).
 */
import { lazy, Suspense, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { Status } from '../../domain/entities';
import { mayCollapse, startsCollapsed } from '../../services/status/collapse-rule';
import { useStatusUi } from '../../services/status/status-ui-store';
import { DisclosureButton } from '../common/DisclosureButton';
import { RichText } from '../common/RichText';
import { LinkCard } from './card/LinkCard';
import { HashtagBar } from './HashtagBar';
import { MediaGrid } from './media/MediaGrid';
import { DeferredPoll } from './poll/DeferredPoll';
import { statusTrees } from './status-content';

// a translation is only ever shown after the reader asked for one: its code loads then
const StatusTranslation = lazy(() => import('./StatusTranslation').then((m) => ({ default: m.StatusTranslation })));

export function StatusBody({ status, variant }: { status: Status; variant: 'timeline' | 'detailed' | 'quote' }) {
  const { t } = useTranslation();
  const { store } = useAppServices();
  const [ui, setUi] = useStatusUi(store, status.id);
  const contentId = useId();
  const trees = statusTrees(status);
  const hasWarning = status.spoiler_text !== '';
  const collapsed = hasWarning && !ui.contentRevealed;
  // a long post in a feed starts cut behind "Read more": its height is known once laid out, before it is painted
  const textRef = useRef<HTMLDivElement>(null);
  const textId = useId();
  const collapsible = mayCollapse(variant === 'timeline', hasWarning);
  const long = collapsible ? ui.collapsed : null;
  useLayoutEffect(() => {
    if (collapsible && ui.collapsed === null && startsCollapsed(textRef.current?.offsetHeight ?? 0))
      setUi({ collapsed: true });
  }, [collapsible, ui.collapsed, trees.body, setUi]);

  return (
    <div className={`status__body status__body--${variant}`}>
      {hasWarning && (
        <div className="status__warning">
          <p className="status__spoiler rich-text" lang={status.language ?? undefined}>
            <RichText nodes={trees.spoiler} />
          </p>
          <DisclosureButton
            className="status__warning-toggle"
            expanded={!collapsed}
            controls={contentId}
            onToggle={(event) => {
              event.stopPropagation();
              setUi({ contentRevealed: collapsed });
            }}
          >
            {collapsed ? t('status.contentWarning.show') : t('status.contentWarning.hide')}
          </DisclosureButton>
        </div>
      )}
      <div id={contentId} className="status__collapsible" hidden={collapsed}>
        {trees.body.length > 0 && (
          <div
            ref={textRef}
            id={textId}
            className={`status__content rich-text${long === true ? ' status__content--collapsed' : ''}`}
            lang={status.language ?? undefined}
          >
            <RichText nodes={trees.body} resolveLink={trees.resolveLink} />
          </div>
        )}
        {long !== null && (
          <DisclosureButton
            className="status__read-more"
            expanded={!long}
            controls={textId}
            onToggle={(event) => {
              event.stopPropagation();
              setUi({ collapsed: !long });
            }}
          >
            {t(long ? 'status.longContent.more' : 'status.longContent.less')}
          </DisclosureButton>
        )}
        {status.translation !== null && ui.translationShown && (
          <Suspense fallback={null}>
            <StatusTranslation status={status} onShowOriginal={() => setUi({ translationShown: false })} />
          </Suspense>
        )}
        {status.pollId !== null && <DeferredPoll status={status} />}
      </div>
      <MediaGrid status={status} />
      <LinkCard status={status} />
      {!collapsed && trees.hashtags.length > 0 && <HashtagBar tags={trees.hashtags} />}
    </div>
  );
}
