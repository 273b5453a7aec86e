import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { MediaAttachment, Status } from '../../../domain/entities';
import { openMediaViewer } from '../../../services/media/open-media-viewer';
import { useDisplayMedia } from '../../../services/settings/display-media';
import { useEntityStore } from '../../../services/store/use-entity';
import { overlays } from '../../common/overlays-loader';
import { MediaOverlayButton } from './MediaOverlayButton';
import { MediaTile } from './MediaTile';
import { gridAspect, gridItems, gridLayoutClass } from './media-layout';
import { useMediaFilterTitles } from './media-filter-context';
import {
  initialMediaVisible,
  isMediaSensitive,
  isUncached,
  mediaOverlayFor,
  type DisplayMedia,
} from './media-visibility';
import './media-grid.css';

export interface MediaGridProps {
  /** the normalised status whose media_attachments are shown */
  status: Status;
  /** explicit visibility: wins over the display-media setting */
  visible?: boolean;
  /** the display-media setting: show_all, hide_all, or default (only non-sensitive media shown) */
  displayMedia?: DisplayMedia;
  /** called instead of toggling locally (the owner then passes the new `visible`) */
  onToggleVisibility?: () => void;
  /** opens an attachment instead of the media viewer (or the player in place) */
  onOpen?: (index: number, attachment: MediaAttachment) => void;
}

/** A post's one video or audio plays in place: the player (and its strings) download on the first press of play. */
const InlinePlayer = lazy(() => overlays().then((m) => m.loadInlinePlayer()));

function pauseMedia(root: HTMLElement | null): void {
  if (root === null) return;
  for (const element of root.querySelectorAll<HTMLMediaElement>('video, audio')) {
    if (!element.paused) element.pause();
  }
}

/** The media of a status: one to four tiles, hidden behind an overlay button when sensitive or asked to. */
export function MediaGrid({
  status,
  visible,
  displayMedia: displayMediaProp,
  onToggleVisibility,
  onOpen,
}: MediaGridProps) {
  const { t } = useTranslation();
  // the reader's own setting on the server (show all, hide all, or hide sensitive only) unless the owner says
  const serverDisplayMedia = useDisplayMedia();
  const displayMedia = displayMediaProp ?? serverDisplayMedia;
  const rootRef = useRef<HTMLDivElement>(null);
  const hideRef = useRef<HTMLButtonElement>(null);
  const focusAfterToggle = useRef<'hide' | 'overlay' | null>(null);
  // blur filters of the current context (FilterGate), else the server's results on the post
  const mediaFilters = useMediaFilterTitles(status.matched_media_filters);
  const sensitive = isMediaSensitive({ sensitive: status.sensitive, matched_media_filters: mediaFilters });
  const [shown, setShown] = useState(() => initialMediaVisible({ visible, displayMedia, sensitive }));
  // A blur filter that starts (or stops) matching, e.g. once the filters have loaded, or the setting arriving
  // from the server, re-applies the rule.
  const filterKey = `${displayMedia}|${mediaFilters === false ? '' : mediaFilters.join('\n')}`;
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    setLastFilterKey(filterKey);
    if (visible === undefined) setShown(initialMediaVisible({ displayMedia, sensitive }));
  }
  // An explicit `visible` wins whenever the owner changes it.
  const [lastVisibleProp, setLastVisibleProp] = useState(visible);
  if (visible !== lastVisibleProp) {
    setLastVisibleProp(visible);
    if (visible !== undefined) setShown(visible);
  }
  // With both `visible` and a handler, the owner decides: the handler runs and the new prop follows.
  const controlled = visible !== undefined && onToggleVisibility !== undefined;
  const items = gridItems(status.media_attachments);
  const store = useEntityStore();
  // the attachment playing in place (a lone video or audio whose tile was pressed), by index
  const [playing, setPlaying] = useState<number | null>(null);
  const uncached = items.length > 0 && items.every(isUncached);
  const overlayRef = useRef<HTMLButtonElement>(null);

  // Hiding pauses video and audio (also when the owner hides a controlled grid).
  useEffect(() => {
    if (!shown) pauseMedia(rootRef.current);
    const target =
      focusAfterToggle.current === 'hide'
        ? hideRef.current
        : focusAfterToggle.current === 'overlay'
          ? overlayRef.current
          : null;
    focusAfterToggle.current = null;
    target?.focus();
  }, [shown]);

  if (items.length === 0) return null;

  const toggle = () => {
    if (shown) pauseMedia(rootRef.current);
    // hidden media stop playing in place: showing them again shows the tiles
    if (shown) setPlaying(null);
    focusAfterToggle.current = shown ? 'overlay' : 'hide';
    if (onToggleVisibility !== undefined) onToggleVisibility();
    if (!controlled) setShown((v) => !v);
  };

  // a lone video or audio plays where it is; anything else opens the media viewer at the pressed attachment
  const open =
    onOpen ??
    ((index: number, attachment: MediaAttachment) => {
      if (items.length === 1 && (attachment.type === 'video' || attachment.type === 'audio')) setPlaying(index);
      else openMediaViewer(store, { statusId: status.id, attachmentIds: items.map((a) => a.id), index });
    });
  const played = shown && playing !== null ? items[playing] : undefined;
  const tiles = items.map((attachment, index) => (
    <MediaTile
      // remounting on reveal/hide resets the tile's loaded state, so the placeholder shows until the picture loads
      key={`${attachment.id}:${shown ? 'shown' : 'hidden'}`}
      attachment={attachment}
      index={index}
      visible={shown}
      onOpen={open}
    />
  ));

  const overlay = mediaOverlayFor({ uncached, matchedMediaFilters: mediaFilters, sensitive: status.sensitive });

  return (
    <div
      ref={rootRef}
      className={`media-grid ${gridLayoutClass(items.length)}${shown ? '' : ' media-grid--hidden'}${
        played ? ` media-grid--playing media-grid--playing-${played.type}` : ''
      }`}
      style={{ aspectRatio: String(gridAspect(items)) }}
      data-aspect={gridAspect(items).toFixed(2)}
      data-visible={shown ? 'true' : 'false'}
    >
      {played && playing !== null ? (
        <Suspense fallback={tiles}>
          <InlinePlayer
            statusId={status.id}
            accountId={status.accountId}
            attachment={played}
            attachmentIds={items.map((a) => a.id)}
            index={playing}
          />
        </Suspense>
      ) : (
        tiles
      )}
      {(uncached || !shown) && <MediaOverlayButton ref={overlayRef} overlay={overlay} onShow={toggle} />}
      {shown && !uncached && (
        <button
          ref={hideRef}
          type="button"
          className="media-grid__hide"
          onClick={toggle}
          aria-label={t('media.hide')}
          title={t('media.hide')}
        >
          {/* the sprite's crossed-out eye (icons.svg) */}
          <svg width="16" height="16" aria-hidden="true" focusable="false">
            <use href="#media-hide" />
          </svg>
        </button>
      )}
    </div>
  );
}
