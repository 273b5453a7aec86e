/**
 * The post a post quotes, by quote state: accepted shows the quoted post nested (variant quote) up to
 * MAX_QUOTE_DEPTH levels, deeper ones become a link; deleted, pending, rejected, revoked and unauthorized
 * show a line saying so; quotes of blocked or muted authors are hidden behind "Show anyway". A quoted post
 * that is not in the store (the server sent only its id) is fetched; a 404 on that fetch marks the parent's
 * quote as deleted.
 */
import { createContext, lazy, Suspense, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { StatusQuote } from '../../domain/entities';
import { useAccount, useStatus } from '../../services/store';
import { statusPath } from '../../services/routing/paths';
import { InternalLink } from '../common/InternalLink';

/** How many quotes deep nested posts are shown: a post, its quote, and the quote's quote. */
export const MAX_QUOTE_DEPTH = 2;

/** The depth of the post being rendered (0: a top-level post). */
export const QuoteDepthContext = createContext(0);

const HIDDEN_STATES = new Set<StatusQuote['state']>(['blocked_account', 'blocked_domain', 'muted_account']);

function QuoteMessage({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="status__quote status__quote--message">
      <p className="status__quote-message">{text}</p>
      {children}
    </div>
  );
}

/** How a quoted post is drawn: the post renderer itself, handed down by the post that quotes it. */
export type QuotedPostView = ComponentType<{ statusId: string; variant: 'quote' }>;

interface NestedQuoteProps {
  statusId: string;
  depth: number;
  parentId: string | undefined;
  PostView: QuotedPostView;
}

const MissingQuote = lazy(() => import('./MissingQuote'));

function NestedQuote({ statusId, depth, parentId, PostView }: NestedQuoteProps) {
  const { t } = useTranslation();
  const quoted = useStatus(statusId);
  const author = useAccount(quoted?.accountId);
  if (quoted === undefined || author === undefined) {
    return (
      <>
        <QuoteMessage text={t('quote.unavailable')} />
        {quoted === undefined && parentId !== undefined && (
          <Suspense fallback={null}>
            <MissingQuote parentId={parentId} quotedId={statusId} />
          </Suspense>
        )}
      </>
    );
  }
  if (depth > MAX_QUOTE_DEPTH) {
    return (
      <div className="status__quote status__quote--link">
        <InternalLink to={statusPath(author.acct, quoted.id)}>{t('quote.open')}</InternalLink>
      </div>
    );
  }
  return (
    <QuoteDepthContext.Provider value={depth}>
      <div className="status__quote" role="group" aria-label={t('quote.label')}>
        <PostView statusId={quoted.id} variant="quote" />
      </div>
    </QuoteDepthContext.Provider>
  );
}

export interface QuotedStatusProps {
  quote: StatusQuote;
  /** the quoting post (its quote becomes `deleted` when the quoted post answers 404) */
  parentId?: string;
  /** the post renderer (passed in, so this module and the renderer do not import each other) */
  PostView: QuotedPostView;
}

export function QuotedStatus({ quote, parentId, PostView }: QuotedStatusProps) {
  const { t } = useTranslation();
  const depth = useContext(QuoteDepthContext) + 1;
  const [revealed, setRevealed] = useState(false);

  if (quote.state === 'accepted') {
    return quote.quotedStatusId === null ? (
      <QuoteMessage text={t('quote.unavailable')} />
    ) : (
      <NestedQuote statusId={quote.quotedStatusId} depth={depth} parentId={parentId} PostView={PostView} />
    );
  }
  if (HIDDEN_STATES.has(quote.state) && quote.quotedStatusId !== null) {
    if (revealed)
      return <NestedQuote statusId={quote.quotedStatusId} depth={depth} parentId={parentId} PostView={PostView} />;
    return (
      <QuoteMessage text={t(`quote.${quote.state}`)}>
        <button
          type="button"
          className="status__quote-reveal"
          onClick={(event) => {
            event.stopPropagation();
            setRevealed(true);
          }}
        >
          {t('quote.showAnyway')}
        </button>
      </QuoteMessage>
    );
  }
  return <QuoteMessage text={t(`quote.${quote.state}`)} />;
}
