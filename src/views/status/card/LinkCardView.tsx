import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from '../../../i18n/react';
import { linkCardDisplay, linkCardMachine } from '../../../machines/link-card.machine';
import {
  EMBED_ALLOW,
  EMBED_SANDBOX,
  cardIdentity,
  cardImageRatio,
  cardPlayerSource,
  cardShape,
  embedPlayerUrl,
  type CardShape,
} from '../../../machines/link-card-rules';
import type { Card, Status } from '../../../domain/entities';
import { firstIframeSrc } from '../../../services/sanitize/iframe-src';
import { decodeDomain } from '../../../services/text/idn';
import { BlurhashCanvas } from '../media/BlurhashCanvas';
import { CardAuthorLine } from './CardAuthorLine';
import './link-card.css';

export interface LinkCardProps {
  /** the normalised status; nothing is drawn without status.card */
  status: Status;
}

/**
 * The link preview under a status: image by ratio, provider, title, description, author line. Loaded
 * after the first posts have painted (LinkCard.tsx draws the plain link until then).
 */
export function LinkCard({ status }: LinkCardProps) {
  const card = status.card;
  if (card === null) return null;
  return <LinkCardView card={card} sensitive={status.sensitive} />;
}

/** The stylesheet's layout class of each shape (a square image is the compact layout, beside the text). */
const LAYOUT_CLASS: Record<CardShape, string> = { video: 'video', wide: 'wide', square: 'compact' };

function hostOf(url: string): string {
  try {
    return decodeDomain(new URL(url).hostname).display.replace(/^www\./, '');
  } catch {
    return '';
  }
}

const pageOrigin = (): string => (typeof window === 'undefined' ? '' : window.location.origin);

/** The player address with autoplay flags and start time, or null when the card embeds nothing. */
function embedAddress(card: Card): string | null {
  const source = cardPlayerSource(
    { type: card.type, embed_url: card.embed_url, htmlPlayerSrc: firstIframeSrc(card.html) },
    pageOrigin(),
  );
  return source === null ? null : embedPlayerUrl(source, card.url);
}

function LinkCardView({ card, sensitive }: { card: Card; sensitive: boolean }) {
  const { t } = useTranslation();
  const cardKey = cardIdentity(card);
  const embedSrc = useMemo(() => embedAddress(card), [card]);
  const playable = embedSrc !== null;
  // one chart per mounted card; a new card or sensitivity of the same post is told to it after drawing
  const actor = useActorRef(linkCardMachine, { input: { cardKey, playable, sensitive } });
  useEffect(() => {
    actor.send({ type: 'CARD_CHANGED', cardKey, playable });
  }, [actor, cardKey, playable]);
  useEffect(() => {
    actor.send({ type: 'SENSITIVITY', sensitive });
  }, [actor, sensitive]);
  const snapshot = useSelector(actor, (s) => s);
  const { covered, embedded, previewLoaded } = linkCardDisplay(snapshot, { cardKey, sensitive });

  const shape = cardShape(card);
  const ratio = cardImageRatio(card);
  const provider = card.provider_name !== '' ? card.provider_name : hostOf(card.url);
  const hasMedia = card.image !== null || playable;
  const title = card.title !== '' ? card.title : card.url;

  return (
    <div className={`link-card link-card--${LAYOUT_CLASS[shape]}`} data-embedded={embedded ? 'true' : 'false'}>
      <div className="link-card__box">
        {hasMedia && (
          <div className="link-card__media" style={{ aspectRatio: String(ratio) }} data-ratio={ratio.toFixed(2)}>
            {!previewLoaded && !embedded && <BlurhashCanvas hash={card.blurhash} className="link-card__blurhash" />}
            {!covered && !embedded && card.image !== null && (
              <img
                key={cardKey}
                className="link-card__image"
                src={card.image}
                alt={card.image_description}
                loading="lazy"
                decoding="async"
                onLoad={() => actor.send({ type: 'PREVIEW_LOADED' })}
              />
            )}
            {embedded && embedSrc !== null && (
              <iframe
                key={cardKey}
                className="link-card__player"
                src={embedSrc}
                title={title}
                sandbox={EMBED_SANDBOX}
                allow={EMBED_ALLOW}
                referrerPolicy="strict-origin-when-cross-origin"
              />
            )}
            {!covered && !embedded && playable && (
              <button
                type="button"
                className="link-card__play"
                onClick={() => actor.send({ type: 'PLAY' })}
                aria-label={t('card.play', { title })}
              >
                <span className="link-card__play-icon" aria-hidden="true" />
              </button>
            )}
            {covered && (
              <button type="button" className="link-card__reveal" onClick={() => actor.send({ type: 'REVEAL' })}>
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

export default LinkCard;
