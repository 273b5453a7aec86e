import { useTranslation } from '../../i18n/react';
import { AppNavLink } from '../common/AppLink';
import { useAppServices } from '../../services/app-services/app-services';
import { BrandMark } from '../common/BrandMark';
import { LazyAccountSwitcher } from './LazyAccountSwitcher';
import { LazyReaderNotice } from './LazyReaderNotice';
import { LazyPlacesNav } from '../navigation/lazy-places-nav';
import { destinationsFor } from './nav-destinations';
import { NavIcon } from './nav-icons';
import { UnreadBadge } from './UnreadBadge';

/**
 * The navigation panel of the single-column layout and of the deck: the timelines (local and federated only
 * when signed out), the reader's places (search, explore, lists, bookmarks...) and the advanced interface setting
 * (both after the first paint), and the account switcher (which offers signing in when signed out). Under the
 * brand, the notice of a disabled or moved account.
 */
export function NavigationPanel() {
  const { t } = useTranslation();
  const { me, session } = useAppServices();
  const signedIn = me !== null;
  return (
    <nav className="nav-panel" aria-label={t('shell.nav.label')}>
      <div className="nav-panel__brand">
        <BrandMark className="nav-panel__mark" />
        <span>{t('shell.brand')}</span>
      </div>
      <LazyReaderNotice />
      <ul className="nav-panel__links">
        {destinationsFor(signedIn).map((destination) => (
          <li key={destination.path}>
            <AppNavLink to={destination.path} className="nav-panel__link">
              <NavIcon name={destination.icon} />
              <span>{t(`shell.nav.${destination.label}`)}</span>
              {destination.label === 'notifications' && <UnreadBadge />}
            </AppNavLink>
          </li>
        ))}
      </ul>
      <LazyPlacesNav />
      <div className="nav-panel__account">
        <LazyAccountSwitcher session={session} deferred />
      </div>
    </nav>
  );
}
