import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Card, Status } from '../../../services/entities';
import { decodeDomain } from '../../../services/text/idn';
import { BlurhashCanvas } from '../media/BlurhashCanvas';
import { CardAuthorLine } from './CardAuthorLine';
import { cardLayout } from './card-layout';
import { EMBED_ALLOW, EMBED_SANDBOX, embedSource } from './card-embed';
import './link-card.css';

export interface LinkCardProps {
  /** the normalised status; nothing is drawn without status.card */
  status: Status;
}

/** The link preview under a status (spec 4): image by ratio, provider, title, description, author line. */
export function LinkCard({ status }: LinkCardProps) {
  const card = status.card;
  if (card === null) return null;
  // A different card starts over: not embedded, preview not loaded, sensitive cover back on.
  return (
    <LinkCardView
      key={`${card.url}\n${card.image ?? ''}\n${card.html}\n${card.embed_url ?? ''}`}
      card={card}
      sensitive={status.sensitive}
    />
  );
}

function hostOf(url: string): string {
  try {
    return decodeDomain(new URL(url).hostname).display.replace(/^www\./, '');
  } catch {
    return '';
  }
}

const pageOrigin = (): string => (typeof window === 'undefined' ? '' : window.location.origin);

function LinkCardView({ card, sensitive }: { card: Card; sensitive: boolean }) {
  const { t } = useTranslation();
  const layout = cardLayout(card);
  const [revealed, setRevealed] = useState(!sensitive);
  const [embedded, setEmbedded] = useState(false);
  const [previewLoaded, setPreviewLoaded] = useState(false);
  const embedSrc = useMemo(() => embedSource(card, pageOrigin()), [card]);
  const provider = card.provider_name !== '' ? card.provider_name : hostOf(card.url);
  const hasMedia = card.image !== null || embedSrc !== null;
  const title = card.title !== '' ? card.title : card.url;

  return (
    <div className={`link-card link-card--${layout.kind}`} data-embedded={embedded ? 'true' : 'false'}>
      <div className="link-card__box">
        {hasMedia && (
          <div
            className="link-card__media"
            style={{ aspectRatio: String(layout.ratio) }}
            data-ratio={layout.ratio.toFixed(2)}
          >
            {!previewLoaded && !embedded && <BlurhashCanvas hash={card.blurhash} className="link-card__blurhash" />}
            {revealed && !embedded && card.image !== null && (
              <img
                className="link-card__image"
                src={card.image}
                alt={card.image_description}
                loading="lazy"
                decoding="async"
                onLoad={() => setPreviewLoaded(true)}
              />
            )}
            {embedded && embedSrc !== null && (
              <iframe
                className="link-card__player"
                src={embedSrc}
                title={title}
                sandbox={EMBED_SANDBOX}
                allow={EMBED_ALLOW}
                referrerPolicy="strict-origin-when-cross-origin"
              />
            )}
            {revealed && !embedded && embedSrc !== null && (
              <button
                type="button"
                className="link-card__play"
                onClick={() => setEmbedded(true)}
                aria-label={t('card.play', { title })}
              >
                <span className="link-card__play-icon" aria-hidden="true" />
              </button>
            )}
            {!revealed && (
              <button type="button" className="link-card__reveal" onClick={() => setRevealed(true)}>
                <span className="link-card__reveal-title">{t('card.sensitive')}</span>{' '}
                <span className="link-card__reveal-action">{t('card.show')}</span>
              </button>
            )}
          </div>
        )}
        <a
          className="link-card__text"
          href={card.url}
          target="_blank"
          rel="noopener noreferrer"
          lang={card.language ?? undefined}
        >
          {provider !== '' && <span className="link-card__provider">{provider}</span>}
          <strong className="link-card__title">{title}</strong>
          {card.description !== '' && <span className="link-card__description">{card.description}</span>}
        </a>
      </div>
      <CardAuthorLine card={card} />
    </div>
  );
}
