import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { ComposeColumn, NotificationsScreen, TimelineScreen } from '../lazy-screens';
import { AfterFirstPaint } from './AfterFirstPaint';
import { DEFAULT_DECK_COLUMNS, type DeckColumnOf, type DeckColumnType } from './deck-columns';
import { useAppServices } from '../../services/app-services/app-services';
import { NavigationPanel } from './NavigationPanel';
import { ScreenSuspense } from './ScreenSuspense';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

function columnContent(column: DeckColumnType): ReactNode {
  switch (column) {
    case 'COMPOSE':
      // the composer downloads once the home column's first posts have painted
      return (
        <AfterFirstPaint>
          <ComposeColumn />
        </AfterFirstPaint>
      );
    case 'HOME':
      return <TimelineScreen timeline="home" />;
    case 'NOTIFICATIONS':
      // like the composer, the notifications column downloads once the home column's first posts have painted
      return (
        <AfterFirstPaint>
          <NotificationsScreen />
        </AfterFirstPaint>
      );
  }
}

/**
 * One deck column. The column showing the current route is the page's main landmark (and the skip link's
 * target); the others are complementary landmarks named after their column.
 */
function DeckColumn({ label, main, children }: { label?: string; main: boolean; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    // bring the routed column into view after each navigation (the deck scrolls sideways)
    if (main) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [main, key]);
  const body = <ScreenSuspense>{children}</ScreenSuspense>;
  return main ? (
    <main ref={ref} id={MAIN_CONTENT_ID} className="deck-column deck-column--main" aria-label={label} tabIndex={-1}>
      {body}
    </main>
  ) : (
    <aside ref={ref} className="deck-column" aria-label={label}>
      {body}
    </aside>
  );
}

/**
 * The multi-column layout (wide screen, advanced interface on): the navigation, the default columns COMPOSE,
 * HOME and NOTIFICATIONS (spec 2; signed in only) and the routed screen as one more column, unless the route
 * is one of the shown columns (/deck/home is the HOME column).
 */
export function DeckShell({ deckColumnOf }: { deckColumnOf: DeckColumnOf }) {
  const { t } = useTranslation();
  const { me } = useAppServices();
  const routed = deckColumnOf(useLocation());
  const columns = me === null ? [] : DEFAULT_DECK_COLUMNS;
  const routedIsColumn = routed !== null && columns.includes(routed);
  return (
    <div className="shell shell--deck" data-layout="multi-column">
      <SkipLink />
      <div className="deck">
        <NavigationPanel />
        <div className="deck__columns">
          {columns.map((column) => (
            <DeckColumn key={column} label={t(`shell.columns.${column}`)} main={column === routed}>
              {columnContent(column)}
            </DeckColumn>
          ))}
          {routedIsColumn ? null : (
            <DeckColumn main>
              <Outlet />
            </DeckColumn>
          )}
        </div>
      </div>
    </div>
  );
}
