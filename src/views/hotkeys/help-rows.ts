/**
 * The help dialog's rows, grouped as Mastodon's help lists them: the keys come from the chart's key table
 * (machines/hotkeys-rules.ts), so the list always says what the keys do; j and k are the feed's own keys
 * (views/timelines/feed-keys.ts).
 */
import {
  G_KEYS,
  G_PREFIX_KEY,
  keysOfDestination,
  keysOfSingle,
  type Destination,
  type PostAction,
  type SingleKey,
} from '../../machines/hotkeys-rules';

/** How a row's keys read: any one of them, a range (1 to 9), or g then a key. */
export type HelpKeys =
  | { kind: 'any'; keys: string[] }
  | { kind: 'range'; from: string; to: string }
  | { kind: 'sequence'; keys: [string, string] };

export interface HelpRow {
  /** under hotkeys.commands or hotkeys.destinations */
  label: string;
  keys: HelpKeys;
}

export interface HelpGroup {
  id: 'navigation' | 'posts' | 'goTo';
  rows: HelpRow[];
}

const POST_ACTIONS: readonly PostAction[] = [
  'reply',
  'favourite',
  'boost',
  'mention',
  'quote',
  'open',
  'profile',
  'warning',
  'sensitive',
  'media',
];

function any(match: (single: SingleKey) => boolean): HelpKeys {
  return { kind: 'any', keys: keysOfSingle(match) };
}

function range(keys: string[]): HelpKeys {
  return { kind: 'range', from: keys[0] ?? '', to: keys.at(-1) ?? '' };
}

export function helpGroups(): HelpGroup[] {
  const kind = (wanted: SingleKey['kind']) => (single: SingleKey) => single.kind === wanted;
  return [
    {
      id: 'navigation',
      rows: [
        { label: 'commands.help', keys: any(kind('help')) },
        { label: 'commands.newPost', keys: any(kind('newPost')) },
        { label: 'commands.search', keys: any(kind('search')) },
        { label: 'commands.column', keys: range(keysOfSingle(kind('column'))) },
        { label: 'commands.next', keys: { kind: 'any', keys: ['j'] } },
        { label: 'commands.previous', keys: { kind: 'any', keys: ['k'] } },
        { label: 'commands.back', keys: any(kind('back')) },
      ],
    },
    {
      id: 'posts',
      rows: POST_ACTIONS.map((action) => ({
        label: `commands.${action}`,
        keys: any((single) => single.kind === 'post' && single.action === action),
      })),
    },
    {
      id: 'goTo',
      rows: [...new Set(Object.values(G_KEYS))].map((destination: Destination) => ({
        label: `destinations.${destination}`,
        keys: { kind: 'sequence', keys: [G_PREFIX_KEY, keysOfDestination(destination)[0] ?? ''] },
      })),
    },
  ];
}
