import { Outlet } from 'react-router';
import { AppNavLink } from '../common/AppLink';
import { useAppServices } from '../../services/app-services/app-services';
import { NavIcon } from './nav-icons';
import { useTranslation } from '../../i18n/react';
import { BrandMark } from '../common/BrandMark';
import { ScreenSuspense } from './ScreenSuspense';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TabBar } from './TabBar';
import { LazyReaderNotice } from './LazyReaderNotice';

/**
 * Mobile (630 px wide or less): a slim header (with the New post link), the screen, and the tab bar fixed at the bottom. In the document
 * the tab bar comes before the screen, as navigation does in the other layouts: Tab reaches it without going
 * through the whole feed, and the skip link has something to skip.
 */
export function MobileShell() {
  const { t } = useTranslation();
  const { me } = useAppServices();
  return (
    <div className="shell shell--mobile" data-layout="mobile">
      <SkipLink />
      <header className="mobile-header">
        <BrandMark className="mobile-header__mark" />
        <span>{t('shell.brand')}</span>
        {me !== null && (
          <AppNavLink to="/publish" className="mobile-header__compose" aria-label={t('shell.nav.compose')}>
            <NavIcon name="pencil" />
          </AppNavLink>
        )}
      </header>
      <TabBar />
      <main id={MAIN_CONTENT_ID} className="shell__main" tabIndex={-1}>
        <LazyReaderNotice />
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      </main>
    </div>
  );
}
