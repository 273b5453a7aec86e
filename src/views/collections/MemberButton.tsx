/**
 * The Add or Remove button of one account in a member set (a list's, a circle's, an antenna's): it puts the
 * account in or takes it out at once through the membership toggles, is marked busy (and does nothing) while
 * that change is on its way, and names the account and the owner for screen readers. `onChanged` runs as the
 * change starts (the editor announces it and moves the focus).
 */
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import type { MemberSet } from '../../services/collections/member-sets';
import { toggleMembership, useMembershipBusy } from '../../services/collections/membership-toggles';

export interface MemberButtonProps {
  set: MemberSet;
  ownerId: string;
  ownerTitle: string;
  accountId: string;
  /** the account's @acct as shown */
  acct: string;
  /** whether the account is a member now (the button takes it out) */
  member: boolean;
  onChanged?(accountId: string, added: boolean): void;
}

export function MemberButton({ set, ownerId, ownerTitle, accountId, acct, member, onChanged }: MemberButtonProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const busy = useMembershipBusy(services, set, ownerId, accountId);
  const action = member ? 'remove' : 'add';
  return (
    <button
      type="button"
      className={member ? 'organise-button' : 'organise-button organise-button--primary'}
      aria-label={t(`organise.members.${action}Named`, { acct, title: ownerTitle })}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      data-account={accountId}
      onClick={() => {
        if (busy) return;
        onChanged?.(accountId, !member);
        void toggleMembership(services, { set, ownerId, accountId, add: !member });
      }}
    >
      {t(`organise.members.${action}`)}
    </button>
  );
}
