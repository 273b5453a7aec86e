/**
 * What a deck column shows, by its type: the screens the routes show, reused as they are (each loads lazily with
 * its catalogues). Screens that read their id from the route are given it through a route of their own
 * (ScreenAt), so they work the same in a column as at their address.
 */
import { useRoutes } from 'react-router';
import type { ReactNode } from 'react';
import type { DeckColumn } from '../../machines/deck-columns-rules';
import { timelineOfColumn } from '../../services/deck/column-content';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { LazyAntennasScreen, LazyAntennaTimelineScreen } from '../antennas/lazy-antennas';
import { LazyCirclePostsScreen } from '../circles/lazy-circles';
import { NotificationsScreen, TimelineScreen } from '../lazy-screens';
import { LazyBookmarkCategoryScreen, LazySavedScreen } from '../saved/lazy-saved';
import { AfterFirstPaint } from '../shell/AfterFirstPaint';

// the composer as a column, through the same small loader chunk as the compose screen
const ComposeColumn = lazyWithMessages([], () =>
  import('../compose/compose-entry').then((m) => ({ default: m.ComposeColumnEntry })),
);
const ListTimeline = lazyWithMessages(['lists', 'organise'], () =>
  import('../lists/ListTimelineScreen').then((m) => ({ default: m.ListTimeline })),
);

/**
 * `children` rendered as the route `pattern` would render them at `path` (their params read from there). Route
 * objects with useRoutes, as the app's own table: react-router's <Routes> would add its JSX route builder to the
 * first path's code.
 */
function ScreenAt({ pattern, path, children }: { pattern: string; path: string; children: ReactNode }) {
  return useRoutes([{ path: pattern, element: children }], { pathname: path });
}

export function ColumnBody({ column }: { column: DeckColumn }) {
  switch (column.type) {
    case 'COMPOSE':
      // the composer downloads once the home column's first posts have painted
      return (
        <AfterFirstPaint>
          <ComposeColumn />
        </AfterFirstPaint>
      );
    case 'NOTIFICATIONS':
      // like the composer, the notifications column downloads once the first posts have painted
      return (
        <AfterFirstPaint>
          <NotificationsScreen />
        </AfterFirstPaint>
      );
    case 'LIST':
      return <ListTimeline id={column.params.id} />;
    case 'ANTENNA':
      return <LazyAntennasScreen />;
    case 'ANTENNA_TIMELINE':
      return (
        <ScreenAt pattern="/antennas/:id" path={`/antennas/${encodeURIComponent(column.params.id)}`}>
          <LazyAntennaTimelineScreen />
        </ScreenAt>
      );
    case 'CIRCLE':
      return (
        <ScreenAt pattern="/circles/:id" path={`/circles/${encodeURIComponent(column.params.id)}`}>
          <LazyCirclePostsScreen />
        </ScreenAt>
      );
    case 'BOOKMARKS_EX':
      return column.params.categoryId === null ? (
        <LazySavedScreen list="bookmarks" />
      ) : (
        <ScreenAt
          pattern="/bookmark_categories/:id"
          path={`/bookmark_categories/${encodeURIComponent(column.params.categoryId)}`}
        >
          <LazyBookmarkCategoryScreen />
        </ScreenAt>
      );
    default: {
      const timeline = timelineOfColumn(column);
      return timeline === null ? null : <TimelineScreen key={timeline} timeline={timeline} />;
    }
  }
}
