/**
 * The home feed's follow-suggestions row (placed at the first post older than 4 hours): account
 * cards with a follow button and Dismiss. Loaded lazily: nothing of it is needed to show the first posts. Dismiss
 * is the one Explore's "For you" tab has (the same suggestions, the same action), downloaded with its texts when
 * the row first shows; a dismissed card leaves at once and the focus moves to the next card's Dismiss (else the
 * previous card's, else the row's note).
 */
import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { useTranslation } from '../../i18n/react';
import { askRelationships } from '../../services/accounts/relationship-requests';
import { useAppServices } from '../../services/app-services/app-services';
import { useFollowToggle } from '../../services/account-actions/use-follow-toggle';
import { followSuggestions } from '../../services/data/definitions/follow-suggestions';
import { useResource } from '../../services/data/use-data';
import { profilePath } from '../../services/routing/paths';
import { useAccount } from '../../services/store';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { InternalLink } from '../common/InternalLink';
import { useFocusAfterRemoval } from '../account-screens/row-removal';

const DismissSuggestionButton = lazyWithMessages(['explore'], () => import('../explore/DismissSuggestionButton'));

function SuggestionFollowButton({ accountId, acct, url }: { accountId: string; acct: string; url: string }) {
  const { t } = useTranslation();
  const toggle = useFollowToggle(accountId, url);
  const { primary, busy, press } = toggle;
  const label = t(`feedParts.suggestions.${toggle.label}`);
  return (
    <button
      type="button"
      className={primary ? 'timeline-button timeline-button-accent' : 'timeline-button'}
      aria-disabled={busy || undefined}
      aria-label={`${label} @${acct}`}
      onClick={press}
    >
      {label}
    </button>
  );
}

function SuggestionCard({ accountId, onLeaving }: { accountId: string; onLeaving(accountId: string): void }) {
  const account = useAccount(accountId);
  if (!account) return null;
  return (
    <li className="feed-suggestion">
      <InternalLink to={profilePath(account.acct)} className="feed-suggestion__account">
        <Avatar account={account} size={48} className="feed-suggestion__avatar" />
        <DisplayName account={account} withAcct className="feed-suggestion__name" />
      </InternalLink>
      <SuggestionFollowButton accountId={account.id} acct={account.acct} url={account.url} />
      <Suspense fallback={null}>
        <DismissSuggestionButton accountId={account.id} acct={account.acct} onLeaving={onLeaving} />
      </Suspense>
    </li>
  );
}

export default function FollowSuggestions({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const { status, value } = useResource(followSuggestions, null);
  const accountIds = useMemo(() => (value === null ? null : value.map((s) => s.accountId)), [value]);
  const loaded = status.kind === 'ready' && accountIds !== null;
  // the buttons say what the reader's relationship with each account is (a pending request is not "Follow")
  const services = useAppServices();
  useEffect(() => {
    if (accountIds !== null) askRelationships(services, accountIds);
  }, [services, accountIds]);
  const rootRef = useRef<HTMLDivElement>(null);
  const focus = useCallback((next: string | null) => {
    const root = rootRef.current;
    const target =
      next === null
        ? root?.querySelector<HTMLElement>('.feed-suggestions__note')
        : root?.querySelector<HTMLElement>(`button[data-dismiss="${CSS.escape(next)}"]`);
    target?.focus();
  }, []);
  const focusAfterRemoval = useFocusAfterRemoval(accountIds ?? [], focus);

  return (
    <div ref={rootRef}>
      <h2 id={headingId} className="feed-suggestions__heading">
        {t('feedParts.suggestions.heading')}
      </h2>
      {status.kind === 'loading' && <p className="feed-suggestions__note">{t('feedParts.suggestions.loading')}</p>}
      {status.kind === 'failed' && <p className="feed-suggestions__note">{t('feedParts.suggestions.failed')}</p>}
      {loaded && accountIds.length === 0 && (
        <p className="feed-suggestions__note" tabIndex={-1}>
          {t('feedParts.suggestions.none')}
        </p>
      )}
      {loaded && accountIds.length > 0 && (
        <ul className="feed-suggestions__list">
          {accountIds.map((id) => (
            <SuggestionCard key={id} accountId={id} onLeaving={focusAfterRemoval} />
          ))}
        </ul>
      )}
    </div>
  );
}
