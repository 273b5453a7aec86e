import { useTranslation } from '../../i18n/react';

export interface GapRowProps {
  /** the gap's key, sent back with FILL_GAP */
  gapKey: string;
  /** a gap is being filled (this one or another): the button says so and waits */
  filling: boolean;
  onFill(key: string): void;
}

/** Posts may be missing here (a partial load or a dropped connection): a row to load them. */
export function GapRow({ gapKey, filling, onFill }: GapRowProps) {
  const { t } = useTranslation();
  return (
    <article className="feed-gap" aria-label={t('feedParts.gap.label')}>
      <button
        type="button"
        className="timeline-button timeline-button-quiet feed-gap__button"
        aria-disabled={filling || undefined}
        onClick={() => {
          if (!filling) onFill(gapKey);
        }}
      >
        {filling ? t('feedParts.gap.loading') : t('feedParts.gap.load')}
      </button>
    </article>
  );
}
