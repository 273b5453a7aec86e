import { Suspense } from 'react';
import { lazyWithMessages } from '../../../i18n/lazy-with-messages';
import type { Card, Status } from '../../../domain/entities';
import { AfterFirstPaint } from '../../shell/AfterFirstPaint';
import './link-card.css';

/** The whole card (its chart, the embed and cover rules, the author line, its strings) downloads after the first paint. */
const FullLinkCard = lazyWithMessages(['card'], () => import('./LinkCardView'));

/** The card's link and title alone, shown until the whole card is there (no picture: it may be sensitive). */
function CardStub({ card }: { card: Card }) {
  return (
    <div className="link-card link-card--pending">
      <div className="link-card__box">
        <a
          className="link-card__text"
          href={card.url}
          target="_blank"
          rel="noopener noreferrer"
          lang={card.language ?? undefined}
        >
          {card.provider_name !== '' && <span className="link-card__provider">{card.provider_name}</span>}
          <strong className="link-card__title">{card.title !== '' ? card.title : card.url}</strong>
        </a>
      </div>
    </div>
  );
}

/** The link preview under a status; nothing without a card. */
export function LinkCard({ status }: { status: Status }) {
  if (status.card === null) return null;
  const stub = <CardStub card={status.card} />;
  return (
    <AfterFirstPaint fallback={stub} onceOnly>
      <Suspense fallback={stub}>
        <FullLinkCard status={status} />
      </Suspense>
    </AfterFirstPaint>
  );
}
