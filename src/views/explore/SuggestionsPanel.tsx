/**
 * The "For you" tab of Explore (signed in only): the accounts the server suggests to the reader, the same
 * suggestions the home feed's row shows. Each row is the account lists' row (avatar, name, @acct, linking to the
 * profile) with why it is suggested, Follow, and Dismiss. A dismissed row leaves at once, the outcome is announced,
 * and the focus moves to the next row's Dismiss (else the previous row's, else the note of an emptied list); a
 * refused dismissal brings the row back with the call's alert. Loading, empty and failure (no alert) say so in place.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { askRelationships } from '../../services/accounts/relationship-requests';
import { useAppServices } from '../../services/app-services/app-services';
import { followSuggestions, type Suggestion } from '../../services/data/definitions/follow-suggestions';
import { useResource } from '../../services/data/use-data';
import { suggestionReason } from '../../services/explore/suggestion-reasons';
import { useAccount } from '../../services/store';
import { useFocusAfterRemoval } from '../account-screens/row-removal';
import { AccountRow } from '../who-lists/AccountRow';
import { EmptyNote } from '../common/data-states/DataNotes';
import { ResourceStates } from '../common/data-states/DataStates';
import { DismissSuggestionButton } from './DismissSuggestionButton';
import { ExploreFollowButton } from './ExploreFollowButton';
import '../who-lists/who-lists.css';

function SuggestionRow({
  suggestion,
  onLeaving,
}: {
  suggestion: Suggestion;
  onLeaving(accountId: string, acct: string): void;
}) {
  const { t } = useTranslation();
  const account = useAccount(suggestion.accountId);
  const reason = suggestionReason(suggestion.sources);
  if (account === undefined) return null;
  return (
    <AccountRow accountId={account.id}>
      {reason !== null && <p className="explore-account__detail">{t(`explore.suggestions.reason.${reason}`)}</p>}
      <div className="explore-account__actions">
        <ExploreFollowButton accountId={account.id} acct={account.acct} url={account.url} />
        <DismissSuggestionButton accountId={account.id} acct={account.acct} onLeaving={onLeaving} />
      </div>
    </AccountRow>
  );
}

export function SuggestionsPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const services = useAppServices();
  const rootRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState('');
  const suggestions = useResource(followSuggestions, null);
  const { value } = suggestions;
  const ids = useMemo(() => (value ?? []).map((s) => s.accountId), [value]);
  // the follow buttons say what the reader's relationship with each account is
  useEffect(() => {
    askRelationships(services, ids);
  }, [services, ids]);

  const focus = useCallback((next: string | null) => {
    const root = rootRef.current;
    const target =
      next === null
        ? root?.querySelector<HTMLElement>('.explore-suggestions__empty')
        : root?.querySelector<HTMLElement>(`button[data-dismiss="${CSS.escape(next)}"]`);
    target?.focus();
  }, []);
  const focusAfterRemoval = useFocusAfterRemoval(ids, focus);
  const leaving = (accountId: string, acct: string) => {
    setOutcome(t('explore.suggestions.dismissed', { acct }));
    focusAfterRemoval(accountId);
  };

  const texts = {
    loading: t('explore.suggestions.loading'),
    failed: t('explore.suggestions.failed'),
    retry: t('explore.retry'),
  };

  return (
    <div ref={rootRef} className="explore-scroll">
      <h2 id={headingId} className="visually-hidden">
        {t('explore.suggestions.label')}
      </h2>
      <p className="visually-hidden" role="status">
        {outcome}
      </p>
      <ResourceStates data={suggestions} texts={texts} calm>
        {(shown) =>
          shown.length === 0 ? (
            <EmptyNote text={t('explore.suggestions.empty')} className="explore-suggestions__empty" />
          ) : (
            <ul className="interactions__accounts explore-accounts" aria-labelledby={headingId}>
              {shown.map((suggestion) => (
                <SuggestionRow key={suggestion.accountId} suggestion={suggestion} onLeaving={leaving} />
              ))}
            </ul>
          )
        }
      </ResourceStates>
    </div>
  );
}
