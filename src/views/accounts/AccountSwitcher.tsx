/**
 * The account switcher of the navigation panel: every signed-in account with its avatar and handle (IDN
 * decoded), the current one marked, switching without a reload, adding an account and signing out (asked
 * twice, since it revokes the token). Signed out, it offers to sign in.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { ActiveSession } from '../../services/app-services/session-types';
import type { StoredAccount } from '../../domain/auth/auth-types';
import { displayAcct } from '../../services/text/idn';
import { AppLink } from '../common/AppLink';
import { ACCOUNT_PAGES } from '../../services/navigation/places';
import { AccountEntryContent, accountEntryLabel, hostOf } from './account-names';
import './accounts.css';

export interface AccountSwitcherProps {
  session: ActiveSession;
}

function AccountRow({ account, current, onSwitch }: { account: StoredAccount; current: boolean; onSwitch(): void }) {
  const { t } = useTranslation();
  return (
    <li className="account-switcher__item">
      <button
        type="button"
        title={current ? t('accounts.current') : undefined}
        className="account-switcher__account"
        aria-current={current ? 'true' : undefined}
        aria-label={accountEntryLabel(t, account, current)}
        onClick={current ? undefined : onSwitch}
      >
        <AccountEntryContent account={account} current={current} />
      </button>
    </li>
  );
}

export function AccountSwitcher({ session }: AccountSwitcherProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const signOutRef = useRef<HTMLButtonElement>(null);
  const { current, accounts } = session;
  const wasConfirming = useRef(false);
  // another account (or none) dismisses the question: adjusted while rendering, not in an effect
  const [keyShown, setKeyShown] = useState(current?.key);
  if (keyShown !== current?.key) {
    setKeyShown(current?.key);
    setConfirming(false);
  }

  useEffect(() => {
    // focus follows the question: onto "Sign out" when asked, back to the first button when dismissed
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) signOutRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <section className="account-switcher" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-switcher__heading">
        {t('accounts.heading')}
      </h2>
      {current === null && (
        <p className="account-switcher__browsing">{t('accounts.browsing', { server: hostOf(session.server) })}</p>
      )}
      {accounts.length > 0 && (
        <ul className="account-switcher__list">
          {accounts.map((account) => (
            <AccountRow
              key={account.key}
              account={account}
              current={account.key === current?.key}
              onSwitch={() => session.switchAccount(account.key)}
            />
          ))}
        </ul>
      )}
      {current !== null && (
        <ul className="account-switcher__links">
          {ACCOUNT_PAGES.map(({ path, label }) => (
            <li key={path}>
              <AppLink to={path} className="account-switcher__link">
                {t(`accounts.${label}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <div className="account-switcher__actions">
        <button type="button" className="account-switcher__action" onClick={() => session.addAccount()}>
          {current === null ? t('accounts.signIn') : t('accounts.add')}
        </button>
        {current !== null && !confirming && (
          <button
            ref={signOutRef}
            type="button"
            className="account-switcher__action"
            onClick={() => setConfirming(true)}
          >
            {t('accounts.signOut')}
          </button>
        )}
      </div>
      {current !== null && confirming && (
        <div className="account-switcher__confirm" role="group" aria-label={t('accounts.signOut')}>
          <p>{t('accounts.confirmSignOut', { acct: displayAcct(current.acct) })}</p>
          <div className="account-switcher__actions">
            <button
              ref={confirmRef}
              type="button"
              className="account-switcher__danger"
              onClick={() => session.signOut()}
            >
              {t('accounts.confirm')}
            </button>
            <button type="button" className="account-switcher__action" onClick={() => setConfirming(false)}>
              {t('accounts.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
