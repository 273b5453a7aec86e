/**
 * Whether the server takes kmyblue emoji reactions, read from GET v2/instance: `fedibird_capabilities`
 * naming `emoji_reaction`, or a `configuration.emoji_reactions` block. Plain Mastodon has neither. The instance
 * is fetched once per API (per account) on first use; if it cannot be read, reactions are assumed possible
 * (the server then refuses with an error the action runner reports).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useAppServices } from '../app-services/app-services';
import type { Api } from '../api';
import { instanceOf } from '../api/instance-cache';

export interface ReactionSupport {
  /** emoji reactions can be added and removed */
  reactions: boolean;
  /** the server keeps a reaction deck (GET/POST v1/reaction_deck) */
  deck: boolean;
  /** how many reactions one account may leave on one post, when the server says */
  maxPerAccount: number | null;
  /** how many emoji the reaction deck holds at most, when the server says */
  deckMax?: number | null;
}

/** Assumed when the instance cannot be read. */
export const ASSUMED_SUPPORT: ReactionSupport = Object.freeze({ reactions: true, deck: true, maxPerAccount: null });

const cache = new WeakMap<Api, Promise<ReactionSupport>>();
const known = new WeakMap<Api, ReactionSupport>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server's reaction features, fetched once per API object. */
export function loadReactionSupport(api: Api): Promise<ReactionSupport> {
  let pending = cache.get(api);
  if (pending === undefined) {
    pending = Promise.resolve()
      .then(() => Promise.all([instanceOf(api), import('./reaction-support-of')]))
      .then(
        ([instance, parser]) => parser.reactionSupportOf(instance),
        () => ASSUMED_SUPPORT,
      )
      .then((support) => {
        known.set(api, support);
        for (const listener of listeners) listener();
        return support;
      });
    cache.set(api, pending);
  }
  return pending;
}

/**
 * The features once known (null while the instance is being read, or before anything asked for them).
 * `load: false` only listens: another view (or streaming) asks.
 */
export function useReactionSupport(options: { load?: boolean } = {}): ReactionSupport | null {
  const load = options.load ?? true;
  const { api } = useAppServices();
  useEffect(() => {
    if (load) void loadReactionSupport(api);
  }, [api, load]);
  return useSyncExternalStore(subscribe, () => known.get(api) ?? null);
}
