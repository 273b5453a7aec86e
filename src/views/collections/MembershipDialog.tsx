/**
 * "Add to or remove from lists" from a profile: a modal dialog in the one dialog frame listing the reader's
 * lists, and on a server with circles (kmyblue, detected from the server) the reader's circles, each a checkbox
 * ticked when it holds the account (GET v1/accounts/{id}/lists and /circles). Ticking adds the account at once,
 * unticking removes it (membership-toggles.ts); a refusal unticks it again with the call's alert. A list only
 * takes accounts the reader follows, a circle only accounts following the reader (the server says no otherwise).
 * Loaded on first use (lazy-collections.tsx). `OwnersSection` is one such group of checkboxes; the antennas dialog
 * (views/antennas/AntennaMembershipDialog.tsx) shows two: the antennas catching the account's posts and those
 * excluding them.
 */
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { collectionFeatures } from '../../services/collections/collection-features';
import { useResource } from '../../services/data/use-data';
import { useServerInfo } from '../../services/server-info/use-server-info';
import { membershipsData, type AccountMemberships } from '../../services/collections/collection-data';
import { sortCollections } from '../../services/collections/collection-order';
import { COLLECTIONS, indexPath, type CollectionKind } from '../../services/collections/collections';
import type { ResourceDefinition } from '../../services/data/data-definitions';
import type { MemberSet } from '../../services/collections/member-sets';
import { toggleMembership, useMembershipBusy } from '../../services/collections/membership-toggles';
import { useTable } from '../../services/store/use-table';
import { ResourceStates } from '../common/data-states/DataStates';
import { DialogFrame } from '../common/dialog/DialogFrame';
import { InternalLink } from '../common/InternalLink';
import './collections.css';

export interface MembershipDialogProps {
  accountId: string;
  /** the account's @acct as shown */
  acct: string;
  onClose(): void;
}

function OwnerBox({
  set,
  ownerId,
  title,
  accountId,
  held,
}: {
  set: MemberSet;
  ownerId: string;
  title: string;
  accountId: string;
  held: boolean;
}) {
  const services = useAppServices();
  const busy = useMembershipBusy(services, set, ownerId, accountId);
  return (
    <label className="organise-check">
      <input
        type="checkbox"
        checked={held}
        aria-busy={busy || undefined}
        onChange={(event) => {
          if (!busy) void toggleMembership(services, { set, ownerId, accountId, add: event.target.checked });
        }}
      />
      <span className="organise-check__title">{title}</span>
    </label>
  );
}

export interface OwnersSectionProps {
  kind: CollectionKind;
  accountId: string;
  /** a link out of the dialog was followed */
  onLeave(): void;
  /** the set a checkbox changes (default: the kind's members) */
  set?: MemberSet;
  /** which of them hold the account (default: the kind's memberships) */
  memberships?: ResourceDefinition<string, AccountMemberships>;
  /** the catalogue prefix of the section's words (default: `<kind>.memberships`) */
  messages?: string;
}

/** One kind's checkboxes: loading, failed with a retry, none yet, or one per list or circle (sorted by title). */
export function OwnersSection({
  kind,
  accountId,
  onLeave,
  set = COLLECTIONS[kind].members,
  memberships = membershipsData[kind],
  messages = `${kind}.memberships`,
}: OwnersSectionProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const held = useResource(memberships, accountId);
  const table = useTable(kind);
  const texts = { loading: t(`${messages}.loading`), failed: t(`${messages}.failed`), retry: t('organise.retry') };
  const ownersOf = (value: AccountMemberships) =>
    sortCollections(
      value.ownerIds.map((id) => table.get(id)).filter((record) => record !== undefined),
      false,
      i18n.language,
    );
  const body = (
    <ResourceStates data={held} texts={texts}>
      {(value) => {
        const owners = ownersOf(value);
        return owners.length === 0 ? (
          // following the link closes the dialog (in the deck the profile stays on screen beside the new page)
          <p className="organise-note" onClickCapture={onLeave}>
            {t(`${messages}.empty`)}{' '}
            <InternalLink to={indexPath(kind)} className="organise-inline-link">
              {t(`${messages}.manage`)}
            </InternalLink>
          </p>
        ) : (
          <fieldset className="organise-checks" aria-labelledby={headingId}>
            {owners.map((owner) => (
              <OwnerBox
                key={owner.id}
                set={set}
                ownerId={owner.id}
                title={owner.title}
                accountId={accountId}
                held={value.holding.includes(owner.id)}
              />
            ))}
          </fieldset>
        );
      }}
    </ResourceStates>
  );
  return (
    <section className="organise-dialog__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="organise-dialog__heading">
        {t(`${messages}.heading`)}
      </h3>
      {body}
    </section>
  );
}

export default function MembershipDialog({ accountId, acct, onClose }: MembershipDialogProps) {
  const { t } = useTranslation();
  const circles = useServerInfo(collectionFeatures).value?.circles === true;
  return (
    <DialogFrame
      title={t(circles ? 'organise.memberships.titleWithCircles' : 'organise.memberships.title', { acct })}
      closeLabel={t('organise.close')}
      onClose={onClose}
      className="organise-dialog"
    >
      <OwnersSection kind="lists" accountId={accountId} onLeave={onClose} />
      {circles && <OwnersSection kind="circles" accountId={accountId} onLeave={onClose} />}
      <div className="dialog-frame__actions">
        <button type="button" className="dialog-frame__button" onClick={onClose}>
          {t('organise.done')}
        </button>
      </div>
    </DialogFrame>
  );
}
