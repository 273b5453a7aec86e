/**
 * Which key does what (Mastodon's keyboard shortcuts), for the hotkeys chart and the help dialog.
 *
 * - A key acts alone (SINGLE_KEYS), or after `g` as a destination (G_KEYS): `g` then `h` goes home. The `g`
 *   prefix lasts G_PREFIX_TIMEOUT_MS; Escape leaves it; any other key ends it without acting.
 * - Letters count in either case (Caps Lock or Shift: `F` favourites too; Shift+b boosts without asking).
 * - Post keys act on the focused post: focus on the post itself or on something inside it. Enter opens the post
 *   only when the post itself has the focus (on a link or button inside, Enter is that control's own).
 * - Keys that need an account (new post, mention, quote, and the destinations only an account has) do nothing
 *   signed out; reply, favourite and boost press the post's own buttons, which ask a signed-out reader to sign in.
 * - 1 to 9 focus a deck column, so only in the multi-column layout.
 * - j and k move between posts inside a feed (the feed's own keys); with nothing focused (the focus on the page
 *   itself or on a region such as the main content or a deck column) either of them focuses the first post in view.
 * Where keys never arrive at all (typing in a field, a dialog or menu open, Ctrl/Meta/Alt held) is the
 * listener's rule (services/hotkeys/hotkey-filter.ts).
 */

/** How long `g` waits for its second key. */
export const G_PREFIX_TIMEOUT_MS = 1000;

/** The key that starts a "go to" sequence. */
export const G_PREFIX_KEY = 'g';

/** The key that leaves the `g` prefix. */
export const ESCAPE_KEY = 'Escape';

export type PostAction =
  'reply' | 'favourite' | 'boost' | 'mention' | 'quote' | 'open' | 'profile' | 'warning' | 'sensitive' | 'media';

export type Destination =
  | 'home'
  | 'notifications'
  | 'local'
  | 'federated'
  | 'direct'
  | 'favourites'
  | 'blocks'
  | 'mutes'
  | 'followRequests'
  | 'ownProfile';

export type HotkeyCommand =
  | { type: 'help' }
  | { type: 'newPost' }
  | { type: 'search' }
  | { type: 'back' }
  /** the deck column at this place, 1 first */
  | { type: 'column'; column: number }
  /** the first post whose top is in view, in the region holding the focus (or the page's main content) */
  | { type: 'firstPostInView' }
  /** `shift`: Shift was held (a boost then goes without the BOOST modal, as with Shift+click) */
  | { type: 'post'; action: PostAction; shift: boolean }
  | { type: 'goTo'; destination: Destination };

/** Where the key was pressed, as the listener saw it. */
export interface KeyPlace {
  signedIn: boolean;
  multiColumn: boolean;
  /** the focused post: none, something inside a post, or the post (its <article>) itself */
  post: 'none' | 'within' | 'itself';
  /** no control has the focus: the page itself or a region that only takes the focus when sent there has it */
  unfocused: boolean;
}

export interface KeyPress {
  key: string;
  shift: boolean;
  place: KeyPlace;
}

/** What a single key stands for, before the place is considered. */
export type SingleKey =
  | { kind: 'help' | 'newPost' | 'search' | 'back' }
  | { kind: 'column'; column: number }
  | { kind: 'post'; action: PostAction }
  /** j and k: the feed's own keys once a post has the focus */
  | { kind: 'feed' };

const COLUMN_KEYS: Record<string, SingleKey> = Object.fromEntries(
  Array.from({ length: 9 }, (_, index) => [String(index + 1), { kind: 'column', column: index + 1 }]),
);

/** Keys that act alone, by key (letters in lower case). */
export const SINGLE_KEYS: Readonly<Record<string, SingleKey>> = {
  '?': { kind: 'help' },
  n: { kind: 'newPost' },
  s: { kind: 'search' },
  '/': { kind: 'search' },
  Backspace: { kind: 'back' },
  ...COLUMN_KEYS,
  j: { kind: 'feed' },
  k: { kind: 'feed' },
  r: { kind: 'post', action: 'reply' },
  f: { kind: 'post', action: 'favourite' },
  b: { kind: 'post', action: 'boost' },
  m: { kind: 'post', action: 'mention' },
  q: { kind: 'post', action: 'quote' },
  Enter: { kind: 'post', action: 'open' },
  o: { kind: 'post', action: 'open' },
  p: { kind: 'post', action: 'profile' },
  x: { kind: 'post', action: 'warning' },
  h: { kind: 'post', action: 'sensitive' },
  e: { kind: 'post', action: 'media' },
};

/** Keys after `g`, by key. */
export const G_KEYS: Readonly<Record<string, Destination>> = {
  h: 'home',
  n: 'notifications',
  l: 'local',
  t: 'federated',
  d: 'direct',
  f: 'favourites',
  b: 'blocks',
  m: 'mutes',
  r: 'followRequests',
  u: 'ownProfile',
};

/** Destinations a signed-out reader has (the public timelines). */
const PUBLIC_DESTINATIONS: ReadonlySet<Destination> = new Set(['local', 'federated']);

/** Post actions that need an account before anything happens (the others press a button that asks). */
const ACCOUNT_POST_ACTIONS: ReadonlySet<PostAction> = new Set(['mention', 'quote']);

/** A letter in lower case; every other key as it is. */
export function normaliseKey(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

function own(table: Readonly<Record<string, unknown>>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(table, key);
}

/** The command of a key pressed alone, or null when it does nothing there. */
export function singleKeyCommand({ key, shift, place }: KeyPress): HotkeyCommand | null {
  const normal = normaliseKey(key);
  if (!own(SINGLE_KEYS, normal)) return null;
  const single = SINGLE_KEYS[normal]!;
  switch (single.kind) {
    case 'newPost':
      return place.signedIn ? { type: 'newPost' } : null;
    case 'column':
      return place.multiColumn ? { type: 'column', column: single.column } : null;
    case 'post':
      if (place.post === 'none') return null;
      if (normal === 'Enter' && place.post !== 'itself') return null;
      if (!place.signedIn && ACCOUNT_POST_ACTIONS.has(single.action)) return null;
      return { type: 'post', action: single.action, shift };
    case 'feed':
      return place.post === 'none' && place.unfocused ? { type: 'firstPostInView' } : null;
    default:
      return { type: single.kind };
  }
}

/** The command of a key pressed after `g`, or null when it ends the prefix without acting. */
export function goToCommand({ key, place }: KeyPress): HotkeyCommand | null {
  const normal = normaliseKey(key);
  if (!own(G_KEYS, normal)) return null;
  const destination = G_KEYS[normal]!;
  if (!place.signedIn && !PUBLIC_DESTINATIONS.has(destination)) return null;
  return { type: 'goTo', destination };
}

export function isPrefixKey(key: string): boolean {
  return normaliseKey(key) === G_PREFIX_KEY;
}

/** The keys of a command kind or destination, in table order (for the help dialog). */
export function keysOfSingle(match: (single: SingleKey) => boolean): string[] {
  return Object.entries(SINGLE_KEYS)
    .filter(([, single]) => match(single))
    .map(([key]) => key);
}

export function keysOfDestination(destination: Destination): string[] {
  return Object.entries(G_KEYS)
    .filter(([, value]) => value === destination)
    .map(([key]) => key);
}
