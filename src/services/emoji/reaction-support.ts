/**
 * Whether the server takes kmyblue emoji reactions, read from GET v2/instance: `fedibird_capabilities`
 * naming `emoji_reaction`, or a `configuration.emoji_reactions` block. Plain Mastodon has neither. The instance
 * is read once per account on first use (what is known is a part of the account's scope); if it cannot be read,
 * reactions are assumed possible (the server then refuses with an error the action runner reports).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useAppServices } from '../app-services/app-services';
import type { Api } from '../api';
import { instanceOf } from '../api/instance-cache';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';

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

/** The account's reaction features: asked once, known once answered, and the views following them. */
interface SupportRead {
  pending: Promise<ReactionSupport> | null;
  known: ReactionSupport | null;
  readonly listeners: Set<() => void>;
  subscribe(listener: () => void): () => void;
  read(): ReactionSupport | null;
}

/** The account's reaction features: its views stop hearing of them when the account is let go. */
export const REACTION_SUPPORT = definePart<SupportRead>('reaction-support', (support) => support.listeners.clear());

function createSupportRead(): SupportRead {
  const support: SupportRead = {
    pending: null,
    known: null,
    listeners: new Set(),
    subscribe(listener) {
      support.listeners.add(listener);
      return () => support.listeners.delete(listener);
    },
    read: () => support.known,
  };
  return support;
}

type SupportServices = { api: Api; store: EntityStore };

const supportOf = (store: EntityStore) => store.scope.use(REACTION_SUPPORT, createSupportRead);

/** The server's reaction features, fetched once per account. */
export function loadReactionSupport(services: SupportServices): Promise<ReactionSupport> {
  const support = supportOf(services.store);
  support.pending ??= Promise.resolve()
    .then(() => Promise.all([instanceOf(services), import('./reaction-support-of')]))
    .then(
      ([instance, parser]) => parser.reactionSupportOf(instance),
      () => ASSUMED_SUPPORT,
    )
    .then((answer) => {
      support.known = answer;
      for (const listener of [...support.listeners]) listener();
      return answer;
    });
  return support.pending;
}

/**
 * The features once known (null while the instance is being read, or before anything asked for them).
 * `load: false` only listens: another view (or streaming) asks.
 */
export function useReactionSupport(options: { load?: boolean } = {}): ReactionSupport | null {
  const load = options.load ?? true;
  const { api, store } = useAppServices();
  const support = supportOf(store);
  useEffect(() => {
    if (load) void loadReactionSupport({ api, store });
  }, [api, store, load]);
  return useSyncExternalStore(support.subscribe, support.read);
}
