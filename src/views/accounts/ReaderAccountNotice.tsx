/**
 * The notice of a signed-in reader whose account cannot be used as usual: "Your account @name is currently
 * disabled." or, for an account that moved, "… because you moved to @new", the new account's address linking to
 * its profile. Announced once as it appears (a status), then kept in place.
 */
import { useTranslation } from '../../i18n/react';
import type { ReaderStanding } from '../../services/accounts/reader-standing';
import { useAppServices } from '../../services/app-services/app-services';
import { profilePath } from '../../services/routing/paths';
import { useAccount } from '../../services/store';
import { displayAcct } from '../../services/text/idn';
import { InternalLink } from '../common/InternalLink';
import './reader-notice.css';

/** Where the new account's address goes in the translated sentence (never part of a translation). */
const MOVED_MARK = '\u0000moved\u0000';

/** The reader's @name: their stored account's acct, else the signed-in account's handle without this server. */
function useReaderAcct(): string {
  const { me, session, server } = useAppServices();
  const account = useAccount(me);
  if (account !== undefined) return account.acct;
  const acct = session.current?.acct ?? '';
  const local = `@${new URL(server).host}`;
  return acct.endsWith(local) ? acct.slice(0, -local.length) : acct;
}

export default function ReaderAccountNotice({ standing }: { standing: Exclude<ReaderStanding, { kind: 'active' }> }) {
  const { t } = useTranslation();
  const acct = `@${displayAcct(useReaderAcct())}`;
  const movedTo = useAccount(standing.kind === 'moved' ? standing.movedToId : null);
  if (standing.kind === 'disabled' || movedTo === undefined) {
    return (
      <div className="reader-notice" role="status">
        <p>{t('profile.readerNotice.disabled', { acct })}</p>
      </div>
    );
  }
  const [before, after = ''] = t('profile.readerNotice.moved', { acct, movedTo: MOVED_MARK }).split(MOVED_MARK);
  return (
    <div className="reader-notice" role="status">
      <p>
        {before}
        <InternalLink to={profilePath(movedTo.acct)} className="reader-notice__link">
          @{displayAcct(movedTo.acct)}
        </InternalLink>
        {after}
      </p>
    </div>
  );
}
