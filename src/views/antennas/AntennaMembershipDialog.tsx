/**
 * "Add to or remove from antennas" from a profile (kmyblue): a modal dialog in the one dialog frame with two groups
 * of checkboxes (the shared OwnersSection of the lists dialog): the reader's antennas catching the account's posts
 * (GET v1/accounts/{id}/antennas) and those excluding them (…/exclude_antennas). Ticking adds the account to that
 * side at once, unticking removes it (membership-toggles.ts); a refusal unticks it again with the call's alert.
 * Any account may be in an antenna. Only offered on a server with antennas. Loaded on first use
 * (lazy-antennas.tsx).
 */
import { useTranslation } from '../../i18n/react';
import { excludingAntennasData } from '../../services/collections/collection-data';
import { ANTENNA_EXCLUDED_ACCOUNTS } from '../../services/collections/member-sets';
import { DialogFrame } from '../common/dialog/DialogFrame';
import { OwnersSection, type MembershipDialogProps } from '../collections/MembershipDialog';
import '../collections/collections.css';

export default function AntennaMembershipDialog({ accountId, acct, onClose }: MembershipDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      title={t('antennas.dialog.title', { acct })}
      closeLabel={t('organise.close')}
      onClose={onClose}
      className="organise-dialog"
    >
      <OwnersSection kind="antennas" accountId={accountId} onLeave={onClose} />
      <OwnersSection
        kind="antennas"
        accountId={accountId}
        onLeave={onClose}
        set={ANTENNA_EXCLUDED_ACCOUNTS}
        memberships={excludingAntennasData}
        messages="antennas.excluding"
      />
      <div className="dialog-frame__actions">
        <button type="button" className="dialog-frame__button" onClick={onClose}>
          {t('organise.done')}
        </button>
      </div>
    </DialogFrame>
  );
}
