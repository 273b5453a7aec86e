import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { WhoList } from '../../services/who-lists/who-lists';
import type { AccountNetworkList } from '../../services/data/definitions/account-network';
import { useAppServices } from '../../services/app-services/app-services';
import { useLayout } from '../../views/shell/layout-context';
import { OWN_HISTORY_STATE, pathForLayout, withoutDeckPrefix } from '../../services/routing/app-navigation';
import {
  NotFoundPage,
  ProfilePage,
  SecondaryScreen,
  SignInRequired,
  StatusPage,
  TimelineScreen,
} from '../../views/lazy-screens';

/** A timeline by its name (home, public:media, list:{id}...); a new name mounts a new screen. */
export function TimelineRoute({ timeline }: { timeline: string }) {
  return <TimelineScreen key={timeline} timeline={timeline} />;
}

/**
 * /tags/:tag and what follows it, segment by segment, into the timeline name: /tags/cats/local/any=dogs,kittens ->
 * hashtag:cats:local:any=dogs,kittens (a segment the name does not take makes an unknown timeline)
 */
export function HashtagRoute() {
  const { tag = '', '*': rest = '' } = useParams();
  return <TimelineRoute timeline={['hashtag', tag, ...rest.split('/').filter(Boolean)].join(':')} />;
}

/** /lists/:id -> list:{id}, /antennas/:id -> antenna:{id} */
export function CollectionRoute({ kind }: { kind: 'list' | 'antenna' }) {
  const { id = '' } = useParams();
  return <TimelineRoute timeline={`${kind}:${id}`} />;
}

/**
 * /links/:url -> link:{url}. The URL is one percent-encoded segment (encodeURIComponent). It is decoded once from
 * the location itself: the router's params decode twice, which would corrupt URLs holding %-escapes.
 */
export function LinkRoute() {
  const { pathname } = useLocation();
  const { url: fallback = '' } = useParams();
  return <TimelineRoute timeline={`link:${linkFromPath(pathname) ?? fallback}`} />;
}

export function linkFromPath(pathname: string): string | null {
  const match = /^\/links\/([^/]+)\/?$/.exec(withoutDeckPrefix(pathname));
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * Account routes are written /@{acct}...; react-router has no partial segment parameters, so the route is
 * `:acct` and the segment must start with '@' (anything else is not found). `useParams().acct` holds the '@':
 * screens use acctFromParam() (route-params.ts).
 */
export function AccountRoute({
  screen,
  list,
  network,
}: {
  screen: 'profile' | 'status' | 'interactions' | 'network';
  list?: WhoList;
  /** for the `network` screen: followers or following */
  network?: AccountNetworkList;
}) {
  const { acct = '' } = useParams();
  if (!acct.startsWith('@') || acct.length < 2) return <NotFoundPage />;
  if (screen === 'interactions' && list !== undefined) return <SecondaryScreen name={`interactions:${list}`} />;
  if (screen === 'network' && network !== undefined) return <SecondaryScreen name={`network:${network}`} />;
  return screen === 'profile' ? <ProfilePage /> : <StatusPage />;
}

/** Screens that need an account show a sign-in invitation to signed-out visitors. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { me } = useAppServices();
  return me === null ? <SignInRequired /> : children;
}

/** '/' (and '/deck'): the home timeline when signed in, the local timeline when signed out. */
export function StartRedirect() {
  const { me } = useAppServices();
  const { mode } = useLayout();
  return (
    <Navigate to={pathForLayout(me === null ? '/public/local' : '/home', mode)} replace state={OWN_HISTORY_STATE} />
  );
}
