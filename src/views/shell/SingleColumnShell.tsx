import { Outlet } from 'react-router';
import { NavigationPanel } from './NavigationPanel';
import { ScreenSuspense } from './ScreenSuspense';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** Single column (wide screen, advanced interface off): the navigation panel beside one content column. */
export function SingleColumnShell() {
  return (
    <div className="shell shell--single" data-layout="single-column">
      <SkipLink />
      <div className="shell__frame">
        <NavigationPanel />
        <main id={MAIN_CONTENT_ID} className="shell__main shell__column" tabIndex={-1}>
          <ScreenSuspense>
            <Outlet />
          </ScreenSuspense>
        </main>
      </div>
    </div>
  );
}
