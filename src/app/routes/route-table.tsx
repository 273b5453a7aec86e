import { matchRoutes, useRoutes, type Location, type RouteObject } from 'react-router';
import { RootLayout } from '../shell/RootLayout';
import { AccountRoute, HashtagRoute, LinkRoute, SignedInOnly, StartRedirect, TimelineRoute } from './route-elements';
import type { SecondaryScreenName } from '../../views/secondary-screens';
import type { WhoList } from '../../services/who-lists/who-lists';
import type { AccountNetworkList } from '../../services/data/definitions/account-network';
import {
  ComposeScreen,
  NotFoundPage,
  NotificationPages,
  NotificationsScreen,
  SecondaryScreen,
} from '../../views/lazy-screens';
import { columnOfMatches, type DeckColumnType, type RouteHandle } from '../../views/shell/deck-columns';

/**
 * The route table. Every screen route exists twice: at the root and under /deck (the multi-column layout pushes
 * /deck paths); both render the same screens, the /deck ones through a table of their own below /deck. Media variants
 * of the public timelines are their own paths (/public/local/media, /public/media, /public/remote/media). Screens are
 * lazy (lazy-screens.ts).
 *
 *   /                      -> /home (signed in) or /public/local (signed out)
 *   /home                  home                     (needs an account)
 *   /public/local[/media]  community[:media]
 *   /public[/media]        public[:media]
 *   /public/remote[/media] public:remote[:media]
 *   /tags/:tag[/local][/any=a,b][/all=c][/none=d]   hashtag:{tag}[:local][:any=a,b][:all=c][:none=d]
 *   /lists                 the reader's lists: new, edit, delete (needs an account)
 *   /lists/:id             list:{id}, once the list is read ("deleted" on a 404) (needs an account)
 *   /lists/:id/edit        a list's name, settings and members (needs an account)
 *   /circles, /circles/:id/edit   kmyblue circles; a circle's name and members (needs an account)
 *   /circles/:id           the reader's posts to a circle (needs an account)
 *   /antennas              kmyblue antennas: new, edit, delete (needs an account)
 *   /antennas/:id          antenna:{id}, once the antenna is read ("deleted" on a 404) (needs an account)
 *   /antennas/:id/edit     an antenna's name, settings, accounts, domains, hashtags, keywords (needs an account)
 *   /links/:url            link:{url}               (the URL percent-encoded as one segment)
 *   /explore[/links]       trending posts, trending links (signed out too; the tab from the path)
 *   /search[?q=&type=]     search: all results or one type's (signed out too; the query in the address)
 *   /settings              preferences: appearance for everyone; posting, media, emoji, trends when signed in
 *   /about                 the server: description, contact, rules, moderated servers (signed out too)
 *   /accounts/:id          an account by id, forwarded to its profile address (signed out too)
 *   /@:acct[/with_replies|/media]   profile page
 *   /@:acct/tagged/:tag    the account's posts with a hashtag (a profile tab)
 *   /@:acct/followers|following     who follows the account, whom it follows
 *   /@:acct/:statusId      status page
 *   /@:acct/:statusId/reblogs|favourites|reactions|quotes|mentions|references   who boosted, favourited...
 *   /filters, /filters/new, /filters/:id   content filters (needs an account)
 *   /follow_requests, /blocks, /mutes      follow requests, blocked and muted accounts (needs an account)
 *   /followed_tags         the hashtags the reader follows, with Unfollow (needs an account)
 *   /profile/edit          the reader's own profile: name, bio, pictures, fields, switches (needs an account)
 *   /domain_blocks         blocked domains (needs an account)
 *   /bookmarks, /favourites, /emoji_reactions   the reader's saved posts: bookmarks, favourites, reactions (kmyblue)
 *   /bookmark_categories[/:id]   kmyblue bookmark categories; a category's posts (needs an account, as the above)
 *   /publish, /statuses/new   the compose page (needs an account)
 *   /share?title=&text=&url=  a page shared to the app: the compose page with it as the draft (needs an account)
 *   /notifications         notifications, with the quick filter (needs an account, as every route below)
 *   /notifications/settings           notification settings and web push
 *   /notifications/requests[/:id]     filtered notifications (requests) and one request
 *   /notifications/policy             the notification filtering policy
 *   /conversations         direct messages
 *   anything else          not found
 */
const handle = (value: RouteHandle) => value;

/** The who-lists of a post (kept here as names only, so the lists' code stays out of the first load). */
const INTERACTION_LISTS: readonly WhoList[] = [
  'reblogs',
  'favourites',
  'reactions',
  'quotes',
  'mentions',
  'references',
];

/** An account's followers and following lists (names only, as above). */
const NETWORK_LISTS: readonly AccountNetworkList[] = ['followers', 'following'];

/**
 * The screens beyond the first ones, signed in only unless `open`: path and screen (secondary-screens.tsx); `feed`
 * for a screen showing a feed.
 */
const SECONDARY_SCREENS: ReadonlyArray<[string, SecondaryScreenName, { feed?: boolean; open?: boolean }?]> = [
  ['explore/*', 'explore', { open: true }],
  ['search', 'search', { open: true }],
  ['settings', 'settings', { open: true }],
  ['about', 'about', { open: true }],
  ['accounts/:id', 'accountById', { open: true }],
  ['lists', 'lists'],
  ['lists/:id', 'listTimeline', { feed: true }],
  ['lists/:id/edit', 'listEdit'],
  ['circles', 'circles'],
  ['circles/:id', 'circlePosts'],
  ['circles/:id/edit', 'circleEdit'],
  ['antennas', 'antennas'],
  ['antennas/:id', 'antennaTimeline', { feed: true }],
  ['antennas/:id/edit', 'antennaEdit'],
  ['follow_requests', 'followRequests'],
  ['blocks', 'blocks'],
  ['mutes', 'mutes'],
  ['domain_blocks', 'domainBlocks'],
  ['profile/edit', 'profileEdit'],
  ['filters', 'filters'],
  ['filters/new', 'filterEdit'],
  ['filters/:id', 'filterEdit'],
  ['bookmarks', 'bookmarks'],
  ['favourites', 'favourites'],
  ['emoji_reactions', 'emojiReactions'],
  ['bookmark_categories', 'bookmarkCategories'],
  ['bookmark_categories/:id', 'bookmarkCategory'],
  ['followed_tags', 'followedTags'],
  ['share', 'share'],
];

function screenRoutes(): RouteObject[] {
  const timeline = (path: string, name: string): RouteObject => ({ path, element: <TimelineRoute timeline={name} /> });
  return [
    { index: true, element: <StartRedirect /> },
    {
      path: 'home',
      handle: handle({ column: 'HOME' }),
      element: (
        <SignedInOnly>
          <TimelineRoute timeline="home" />
        </SignedInOnly>
      ),
    },
    timeline('public/local', 'community'),
    timeline('public/local/media', 'community:media'),
    timeline('public', 'public'),
    timeline('public/media', 'public:media'),
    timeline('public/remote', 'public:remote'),
    timeline('public/remote/media', 'public:remote:media'),
    { path: 'tags/:tag/*', element: <HashtagRoute /> },
    { path: 'links/:url', element: <LinkRoute /> },
    { path: ':acct', element: <AccountRoute screen="profile" /> },
    { path: ':acct/with_replies', element: <AccountRoute screen="profile" /> },
    { path: ':acct/media', element: <AccountRoute screen="profile" /> },
    { path: ':acct/tagged/:tag', element: <AccountRoute screen="profile" /> },
    ...NETWORK_LISTS.map((network) => ({
      path: `:acct/${network}`,
      element: <AccountRoute screen="network" network={network} />,
    })),
    { path: ':acct/:statusId', element: <AccountRoute screen="status" /> },
    ...INTERACTION_LISTS.map((list) => ({
      path: `:acct/:statusId/${list}`,
      element: <AccountRoute screen="interactions" list={list} />,
    })),
    ...SECONDARY_SCREENS.map(([path, name, options]) => {
      const screen = <SecondaryScreen key={name} name={name} feed={options?.feed} />;
      return { path, element: options?.open ? screen : <SignedInOnly>{screen}</SignedInOnly> };
    }),
    ...['publish', 'statuses/new'].map((path) => ({
      path,
      handle: handle({ column: 'COMPOSE' }),
      element: (
        <SignedInOnly>
          <ComposeScreen />
        </SignedInOnly>
      ),
    })),
    {
      path: 'notifications',
      handle: handle({ column: 'NOTIFICATIONS' }),
      element: (
        <SignedInOnly>
          <NotificationsScreen />
        </SignedInOnly>
      ),
    },
    ...['notifications/*', 'conversations'].map((path) => ({
      path,
      element: (
        <SignedInOnly>
          <NotificationPages />
        </SignedInOnly>
      ),
    })),
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** The screens' table, made once: the root's children, and the /deck screens' own table (DeckScreens). */
let screens: RouteObject[] | null = null;
const screenTable = (): RouteObject[] => (screens ??= screenRoutes());

/** The deck column type that shows the route at `pathname`, /deck or not. */
export function deckColumnAt(pathname: string): DeckColumnType | null {
  const path = pathname === '/deck' || pathname.startsWith('/deck/') ? pathname.slice('/deck'.length) || '/' : pathname;
  return columnOfMatches(matchRoutes(screenTable(), path));
}

/** The screens again under /deck, as routes of their own below it (descendant routes). */
function DeckScreens() {
  return useRoutes(screenTable());
}

/**
 * The whole table: the root layout with the screens at / and, under /deck, the same screens as a table of their
 * own, matched only on /deck addresses. Every match flattens and ranks the table it is given, so the first
 * screen's match goes through the screens once, not twice.
 */
export function appRoutes(): RouteObject[] {
  // the deck asks which of its fixed columns the current route is (so it does not show that screen twice);
  // the table answers for itself, so the shell never imports the table that renders it
  const deckColumnOf = (location: Location): DeckColumnType | null => deckColumnAt(location.pathname);
  return [
    {
      path: '/',
      element: <RootLayout deckColumnOf={deckColumnOf} />,
      children: [...screenTable(), { path: 'deck/*', element: <DeckScreens /> }],
    },
  ];
}
