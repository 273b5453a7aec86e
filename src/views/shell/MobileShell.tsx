import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { BrandMark } from '../../app/BrandMark';
import { ScreenSuspense } from './ScreenSuspense';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TabBar } from './TabBar';

/**
 * Mobile (630 px wide or less): a slim header, the screen, and the tab bar fixed at the bottom. In the document
 * the tab bar comes before the screen, as navigation does in the other layouts: Tab reaches it without going
 * through the whole feed, and the skip link has something to skip.
 */
export function MobileShell() {
  const { t } = useTranslation();
  return (
    <div className="shell shell--mobile" data-layout="mobile">
      <SkipLink />
      <header className="mobile-header">
        <BrandMark className="mobile-header__mark" />
        <span>{t('shell.brand')}</span>
      </header>
      <TabBar />
      <main id={MAIN_CONTENT_ID} className="shell__main" tabIndex={-1}>
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      </main>
    </div>
  );
}
