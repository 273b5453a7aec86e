import { useTranslation } from '../../i18n/react';
import { AppNavLink } from '../common/AppLink';
import { useAppServices } from '../../services/app-services/app-services';
import { AccountMenu } from './AccountMenu';
import { destinationsFor } from './nav-destinations';
import { NavIcon } from './nav-icons';
import { UnreadBadge } from './UnreadBadge';
import { SignInButton } from './SignInButton';

/** The mobile layout's tab bar, fixed at the bottom: the timelines and the account menu (or sign in). */
export function TabBar() {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const signedIn = me !== null;
  const tabs = destinationsFor(signedIn).filter((destination) => destination.label !== 'compose');
  return (
    <nav className="tab-bar" aria-label={t('shell.nav.tabBar')}>
      <ul className="tab-bar__items">
        {tabs.map((destination) => (
          <li key={destination.path} className="tab-bar__item">
            <AppNavLink to={destination.path} className="tab-bar__link">
              <NavIcon name={destination.icon} />
              <span className="tab-bar__label">{t(`shell.nav.${destination.label}`)}</span>
              {destination.label === 'notifications' && <UnreadBadge />}
            </AppNavLink>
          </li>
        ))}
        <li className="tab-bar__item">
          {signedIn ? <AccountMenu /> : <SignInButton className="tab-bar__link tab-bar__sign-in" />}
        </li>
      </ul>
    </nav>
  );
}
