/**
 * Dismiss on a follow suggestion (Explore's "For you" tab and the home feed's suggestions row): the server is asked
 * to stop suggesting the account, and the suggestion leaves at once (services/explore/suggestion-dismissal.ts;
 * back in its place with the call's alert when refused). `onLeaving` runs first, so the list can move the focus on
 * once the row is gone. The button carries the account's id (`data-dismiss`) for the list to find it by.
 */
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { dismissSuggestion } from '../../services/explore/suggestion-dismissal';
import { shownAcct } from '../common/acct-display';

export interface DismissSuggestionButtonProps {
  accountId: string;
  acct: string;
  /** the suggestion is about to leave the list (called before it does) */
  onLeaving?(accountId: string, acct: string): void;
  className?: string;
}

export function DismissSuggestionButton({ accountId, acct, onLeaving, className }: DismissSuggestionButtonProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const shown = shownAcct(acct);
  return (
    <button
      type="button"
      className={className ?? 'timeline-button timeline-button-quiet'}
      aria-label={t('explore.suggestions.dismissNamed', { acct: shown })}
      data-dismiss={accountId}
      onClick={() => {
        onLeaving?.(accountId, shown);
        void dismissSuggestion(services, accountId);
      }}
    >
      {t('explore.suggestions.dismiss')}
    </button>
  );
}

export default DismissSuggestionButton;
