import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { MediaOverlay } from './media-visibility';

export interface MediaOverlayButtonProps {
  overlay: MediaOverlay;
  onShow: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The cover over hidden media and its texts. For uncached media the button is disabled and lets clicks
 * through to the tiles, which link to the remote files ('Click to open').
 */
export function MediaOverlayButton({ overlay, onShow, ref }: MediaOverlayButtonProps) {
  const { t } = useTranslation();
  const title =
    overlay.kind === 'uncached'
      ? t('media.overlay.uncached')
      : overlay.kind === 'filter'
        ? t('media.overlay.filter', { title: overlay.title })
        : overlay.kind === 'sensitive'
          ? t('media.overlay.sensitive')
          : t('media.overlay.hidden');
  const action = overlay.kind === 'uncached' ? t('media.overlay.open') : t('media.overlay.show');
  return (
    <button
      ref={ref}
      type="button"
      className={`media-overlay media-overlay--${overlay.kind}`}
      disabled={overlay.kind === 'uncached'}
      onClick={onShow}
    >
      <span className="media-overlay__label">
        <span className="media-overlay__title">{title}</span> <span className="media-overlay__action">{action}</span>
      </span>
    </button>
  );
}
