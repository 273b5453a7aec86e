import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { json, readParams, str, unprocessable, type ParamValue } from '../kernel/http';
import { serializeCustomEmoji } from '../serialize/emoji';
import { routes } from './organise/auth';
import { isKnownEmoji, serializeDeckEntry } from './organise/emoji-names';

export const MAX_REACTION_DECK = 256;

/** Deck entries may be names, or objects carrying `emoji` or `name` (kmyblue's web client sends objects). */
function deckNames(value: ParamValue | undefined): string[] {
  if (value === undefined) return [];
  const entries = Array.isArray(value)
    ? value
    : typeof value === 'object' && !(value instanceof File)
      ? Object.values(value)
      : [value];
  return entries.flatMap((entry) => {
    if (typeof entry === 'string') return [entry.trim()];
    if (typeof entry === 'object' && entry !== null && !Array.isArray(entry) && !(entry instanceof File)) {
      const name = str(entry.emoji) ?? str(entry.name);
      return name ? [name.trim().replace(/^:|:$/g, '')] : [];
    }
    return [];
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
    signedIn('post', '/api/v1/reaction_deck', async (viewer, request) => {
      const names = [...new Set(deckNames((await readParams(request)).emojis))];
      if (names.length > MAX_REACTION_DECK) {
        return unprocessable(`The reaction deck can hold at most ${MAX_REACTION_DECK} emoji`);
      }
      viewer.user.reaction_deck = names.filter((name) => isKnownEmoji(db, name));
      return json(viewer.user.reaction_deck.map((name) => serializeDeckEntry(db, name)));
    }),
  ];
}
