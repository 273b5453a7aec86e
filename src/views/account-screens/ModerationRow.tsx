/**
 * One account of the follow requests, blocked or muted accounts screen: the who-lists' account row with the
 * list's actions (Authorize and Reject; Unblock; Unmute) and, on the muted accounts screen, when the mute ends.
 * An action runs through the account action runner, followed by the row's request action chart: its buttons are
 * marked disabled (and do nothing) while it is on its way, keeping the focus, and the row is handed to `onDone` once
 * the server has accepted it (a refusal leaves the row, the runner alerts).
 */
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { AccountModerationList } from '../../services/data/definitions/account-moderation-lists';
import { failUnlessAccepted, useRequestAction } from '../../services/mutations/use-request-action';
import { useAccount } from '../../services/store';
import { shownAcct } from '../common/acct-display';
import { fullDateTime, parseTime } from '../common/time-format';
import { AccountRow } from '../who-lists/AccountRow';
import { runAccountAction } from '../../services/account-actions/run-account-action';

export type ModerationAction = 'authorizeFollowRequest' | 'rejectFollowRequest' | 'unblock' | 'unmute';

/** The actions each list offers per row, in order. */
export const ACTIONS_OF: Readonly<Record<AccountModerationList, readonly ModerationAction[]>> = {
  followRequests: ['authorizeFollowRequest', 'rejectFollowRequest'],
  blocks: ['unblock'],
  mutes: ['unmute'],
};

/** When the mute of `accountId` ends, as the mutes list gave it: a date, or indefinitely. */
function MuteEnd({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation();
  const account = useAccount(accountId);
  const until = parseTime(account?.mute_expires_at);
  return (
    <p className="account-screens__detail">
      {until === null
        ? t('accountScreens.mutedIndefinitely')
        : t('accountScreens.mutedUntil', { time: fullDateTime(until, i18n.language) })}
    </p>
  );
}

interface RowProps {
  list: AccountModerationList;
  accountId: string;
  /** the server accepted `action`; `acct` is the account's @acct as shown */
  onDone(accountId: string, action: ModerationAction, acct: string): void;
}

export function ModerationRow({ list, accountId, onDone }: RowProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const account = useAccount(accountId);
  const acct = account === undefined ? accountId : shownAcct(account.acct);
  // one action per row at a time: the second button waits for the first's answer
  const { send, busy: pending } = useRequestAction<ModerationAction>(async (action) => {
    await failUnlessAccepted(runAccountAction(services, { kind: action, accountId }));
    onDone(accountId, action, acct);
  });

  return (
    <AccountRow accountId={accountId}>
      <div className="account-screens__side">
        {list === 'mutes' && <MuteEnd accountId={accountId} />}
        <div className="account-screens__actions">
          {ACTIONS_OF[list].map((action) => (
            <button
              key={action}
              type="button"
              className="interactions__button account-screens__action"
              aria-label={t(`accountScreens.actionLabel.${action}`, { acct })}
              aria-disabled={pending}
              data-action={action}
              data-account={accountId}
              onClick={() => send({ type: 'RUN', request: action })}
            >
              {t(`accountScreens.action.${action}`)}
            </button>
          ))}
        </div>
      </div>
    </AccountRow>
  );
}
