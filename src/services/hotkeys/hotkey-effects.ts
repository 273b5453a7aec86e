/**
 * What each shortcut command does. Navigation goes through services.navigate (which adds /deck in the deck);
 * a post's keys act on the focused post exactly as its own controls do: reply, favourite and boost press the
 * post's buttons (so the sign-in prompt, the BOOST modal and Shift's boost-at-once are theirs), and x and h
 * press its content warning and media toggles (the post keeps those states itself); mention and quote open the
 * composer as the post's own keys do; e opens the media viewer at the first attachment. A post in a deck column of
 * another signed-in account is read from that account's store, and what its keys open opens as that account
 * (services/deck/account-navigation.ts), as its own links do.
 */
import type { Destination, HotkeyCommand, PostAction } from '../../machines/hotkeys-rules';
import type { AppServices } from '../app-services/app-services';
import { servicesInScope, type DeckKeeper } from '../deck/account-navigation';
import { COLUMN_ACCOUNT_ATTRIBUTE } from '../deck/column-account-attribute';
import { browserDeckStorage } from '../deck/deck-storage';
import { openMediaViewer } from '../media/open-media-viewer';
import { withoutDeckPrefix } from '../routing/app-navigation';
import { profilePath, statusPath } from '../routing/paths';
import { firstPostInView } from './first-post-in-view';
import { ownPart, postAround, shownPost } from './focused-post';

export interface HotkeyDeps {
  /** the page's document */
  document: Document;
  /** the current app services (they change with the layout and the account) */
  services(): AppServices;
  /** one step back in the app's history (home when the page was opened from outside) */
  back(): void;
  /** shows the shortcuts' help dialog */
  openHelp(): void;
  /** where the deck on show is kept when a post's key switches accounts; the browser's deck storage by default */
  decks?: DeckKeeper;
}

/** Where each "go to" key leads; the own profile is the signed-in account's. */
const DESTINATION_PATHS: Record<Exclude<Destination, 'ownProfile'>, string> = {
  home: '/home',
  notifications: '/notifications',
  local: '/public/local',
  federated: '/public',
  direct: '/conversations',
  favourites: '/favourites',
  blocks: '/blocks',
  mutes: '/mutes',
  followRequests: '/follow_requests',
};

/** The search screen, for `s` and `/` on a page without a search field. */
export const SEARCH_PATH = '/search';

/** A page's search field: the text field of its search landmark. */
const SEARCH_FIELD = 'search input, [role="search"] input';

/** The deck's columns, in order. */
const DECK_COLUMNS = '.deck__columns > .deck-column';

/** The post's own buttons a key presses (views/status: the action bar, the content warning, the media grid). */
const POST_BUTTONS: Partial<Record<PostAction, string>> = {
  reply: '.status__actions .status-action--reply',
  favourite: '.status__actions .status-action--favourite',
  boost: '.status__actions .status-action--reblog',
  warning: '.status__warning-toggle',
  sensitive: '.media-grid__hide, .media-overlay:not([disabled])',
};

function press(button: HTMLElement, shiftKey: boolean): void {
  const View = button.ownerDocument.defaultView?.MouseEvent ?? MouseEvent;
  button.dispatchEvent(new View('click', { bubbles: true, cancelable: true, button: 0, shiftKey }));
}

function focusWithin(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex') && !element.matches('a[href], button, input, select, textarea'))
    element.tabIndex = -1;
  element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  element.focus({ preventScroll: true });
}

/** Column N takes the focus: its first row in view (its post when it shows one), else the column itself. */
function focusColumn(document: Document, column: number): void {
  const shown = document.querySelectorAll<HTMLElement>(DECK_COLUMNS)[column - 1];
  if (shown === undefined) return;
  const top = shown.getBoundingClientRect().top;
  const rows = [...shown.querySelectorAll<HTMLElement>('[data-feed-item]')];
  const row = rows.find((item) => item.getBoundingClientRect().bottom > top) ?? rows[0];
  focusWithin(row === undefined ? shown : (row.querySelector<HTMLElement>('article') ?? row));
}

/**
 * j or k with nothing focused: the first post in view takes the focus, in the region holding the focus (a deck
 * column, the main content) when it shows posts, else in the main content (in the deck, the routed column).
 */
function enterFeed(document: Document, target: EventTarget | null): void {
  const focused = target as Partial<Element> | null;
  const onPage = focused === document.body || focused === document.documentElement;
  const region = !onPage && typeof focused?.querySelectorAll === 'function' ? (focused as Element) : null;
  const post = (region && firstPostInView(region)) ?? firstPostInView(document.querySelector('main') ?? document);
  if (post !== null) focusWithin(post);
}

function search(deps: HotkeyDeps): void {
  const field = deps.document.querySelector<HTMLElement>(SEARCH_FIELD);
  if (field !== null) field.focus();
  else deps.services().navigate(SEARCH_PATH);
}

function goTo(services: AppServices, destination: Destination): void {
  if (destination !== 'ownProfile') return services.navigate(DESTINATION_PATHS[destination]);
  const acct = services.session.current?.acct;
  if (acct !== undefined) services.navigate(profilePath(acct));
}

/** The services of the account whose deck column holds `post` (the page's own outside the deck's columns). */
function servicesOfPost(deps: HotkeyDeps, post: Element): AppServices | null {
  const account = post.closest(`[${COLUMN_ACCOUNT_ATTRIBUTE}]`)?.getAttribute(COLUMN_ACCOUNT_ATTRIBUTE) ?? null;
  const base = deps.services();
  return account === null ? base : servicesInScope(base, account, deps.decks ?? browserDeckStorage());
}

function actOnPost(deps: HotkeyDeps, action: PostAction, shift: boolean, target: EventTarget | null): void {
  const post = postAround(target);
  if (post === null) return;
  const selector = POST_BUTTONS[action];
  if (selector !== undefined) {
    const button = ownPart<HTMLElement>(post, selector);
    if (button !== null) press(button, shift);
    return;
  }
  const services = servicesOfPost(deps, post);
  if (services === null) return;
  const shown = shownPost(services.store, post);
  if (shown === null) return;
  const { status, author } = shown;
  switch (action) {
    case 'open': {
      const path = statusPath(author.acct, status.id);
      // the post whose page this is (the thread's focused post) is open already
      if (withoutDeckPrefix(deps.document.location?.pathname ?? '') !== path) services.navigate(path);
      return;
    }
    case 'profile':
      return services.navigate(profilePath(author.acct));
    case 'mention':
      return services.navigate('/publish', { state: { compose: { type: 'mention', acct: author.acct } } });
    case 'quote':
      return services.navigate('/publish', { state: { compose: { type: 'quote', statusId: status.id } } });
    case 'media': {
      const attachmentIds = status.media_attachments.map((attachment) => attachment.id);
      if (attachmentIds.length > 0) openMediaViewer(services.store, { statusId: status.id, attachmentIds, index: 0 });
      return;
    }
    default:
      // the actions a post's own buttons do were pressed above
      return;
  }
}

/** Runs a command; `target` is where the key was pressed (the focused element). */
export function performHotkey(deps: HotkeyDeps, command: HotkeyCommand, target: EventTarget | null): void {
  switch (command.type) {
    case 'help':
      return deps.openHelp();
    case 'newPost':
      return deps.services().navigate('/publish', { state: { compose: { type: 'new' } } });
    case 'search':
      return search(deps);
    case 'back':
      return deps.back();
    case 'column':
      return focusColumn(deps.document, command.column);
    case 'firstPostInView':
      return enterFeed(deps.document, target);
    case 'goTo':
      return goTo(deps.services(), command.destination);
    case 'post':
      return actOnPost(deps, command.action, command.shift, target);
  }
}
