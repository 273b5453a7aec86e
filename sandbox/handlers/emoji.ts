import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { json, readParams, str, unprocessable, type ParamValue } from '../kernel/http';
import { serializeCustomEmoji } from '../serialize/emoji';
import { LIMITS } from './core/instance-info';
import { routes } from './organise/auth';
import { isKnownEmoji, serializeDeckEntry } from './organise/emoji-names';

/** As many entries as kmyblue's deck holds (User::REACTION_DECK_MAX, advertised as reaction_deck.max_emojis). */
export const MAX_REACTION_DECK = LIMITS.reactionDeckMax;

/**
 * Deck entries are names (a Unicode emoji, or a custom emoji's shortcode with or without its colons), or objects
 * carrying `emoji` or `name` (an older kmyblue web client sent objects).
 */
function deckNames(value: ParamValue | undefined): string[] {
  if (value === undefined) return [];
  const entries = Array.isArray(value)
    ? value
    : typeof value === 'object' && !(value instanceof File)
      ? Object.values(value)
      : [value];
  return entries.flatMap((entry) => {
    const name =
      typeof entry === 'string'
        ? entry
        : typeof entry === 'object' && entry !== null && !Array.isArray(entry) && !(entry instanceof File)
          ? (str(entry.emoji) ?? str(entry.name))
          : undefined;
    return name === undefined ? [] : [name.trim().replace(/^:|:$/g, '')];
  });
}

/** Local custom emoji and the user's reaction deck. */
export function emojiHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn, open } = routes(ctx);

  return [
    open('get', '/api/v1/custom_emojis', () =>
      json([...db.customEmojis.values()].filter((e) => e.domain === null).map((e) => serializeCustomEmoji(db, e))),
    ),
    signedIn('get', '/api/v1/reaction_deck', (viewer) =>
      json(viewer.user.reaction_deck.map((name) => serializeDeckEntry(db, name))),
    ),
    // Replaces the whole deck, in the order given (a repeated entry is kept once). Every entry must be a Unicode
    // emoji or the shortcode of a local custom emoji, and the deck holds at most MAX_REACTION_DECK: otherwise 422
    // with the reason, and the deck stays as it was. (kmyblue itself keeps the first 256 and stores unknown names
    // as they are; the sandbox refuses both, so a client that sends them is caught.)
    signedIn('post', '/api/v1/reaction_deck', async (viewer, request) => {
      const names = [...new Set(deckNames((await readParams(request)).emojis))];
      if (names.length > MAX_REACTION_DECK) {
        return unprocessable(`The reaction deck can hold at most ${MAX_REACTION_DECK} emoji`);
      }
      const unknown = names.find((name) => !isKnownEmoji(db, name));
      if (unknown !== undefined) {
        return unprocessable(`Unknown emoji: ${/^\w+$/.test(unknown) ? `:${unknown}:` : unknown || '(empty)'}`);
      }
      viewer.user.reaction_deck = names;
      return json(viewer.user.reaction_deck.map((name) => serializeDeckEntry(db, name)));
    }),
  ];
}
