import { Suspense, useId } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useTranslation } from '../../i18n/react';

const FollowSuggestions = lazyWithMessages(['feedParts'], () => import('./FollowSuggestions'));

/** The follow-suggestions row of the home feed; its content loads on first show. */
export function SuggestionsRow() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <article className="feed-suggestions" aria-labelledby={headingId}>
      <Suspense
        fallback={
          <h2 id={headingId} className="feed-suggestions__heading">
            {t('feedParts.suggestions.heading')}
          </h2>
        }
      >
        <FollowSuggestions headingId={headingId} />
      </Suspense>
    </article>
  );
}
