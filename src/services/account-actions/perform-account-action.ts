/**
 * The runner of account actions (downloaded on first use): one short-lived account action chart per action, with
 * its effects on the entity store and the server.
 * - The change shows at once: the chart's patch writes the relationship fields it changes and the two follow
 *   counts (of the account and of the signed-in user); a refusal writes back exactly what was there, and the
 *   call's alert shows.
 * - The server's answer is kept; when it differs from the guess (a locked account answers "requested") the counts
 *   are corrected.
 * - A successful block or mute takes the account's posts, and boosts of them or by it, out of every timeline (its
 *   notifications go with the relationship change, in the notifications runtime).
 * - The same action on the same account while one is in flight is not sent twice: the second call waits for the
 *   first's answer.
 * Domain blocks are not offered yet (the client has no domain block call).
 */
import { createActor, fromPromise } from 'xstate';
import { accountActionMachine } from '../../machines/account-action.machine';
import { addCounts, applyRelationshipChange, revertRelationshipChange } from '../../machines/account-action-rules';
import type {
  AccountActionInput,
  AccountActionOptions,
  AccountActionRequest as ChartRequest,
  AccountKind,
  CountDeltas,
  FollowCounts,
  FollowSettings,
  MuteSettings,
  NoteSettings,
  OptimisticPatch,
  Relationship,
} from '../../machines/account-action-types';
import type { Api } from '../api';
import type { AppServices } from '../app-services/app-services';
import { reportError } from '../errors';
import { importRelationships, type EntityStore } from '../store';

/** What a view asks for. */
export type AccountActionRequest =
  | { kind: 'mute'; accountId: string; options: { duration: number; notifications: boolean } }
  | { kind: 'note'; accountId: string; comment: string }
  | { kind: 'follow'; accountId: string; options?: Pick<AccountActionOptions, 'reblogs' | 'notify' | 'languages'> }
  | { kind: Exclude<AccountKind, 'mute' | 'note' | 'follow'>; accountId: string };

export type AccountActionServices = Pick<AppServices, 'api' | 'store' | 'alerts' | 'me' | 'timelines'>;

const CALL_IDS: Record<AccountKind, string> = {
  follow: 'accounts.follow',
  unfollow: 'accounts.unfollow',
  block: 'accounts.block',
  unblock: 'accounts.unblock',
  mute: 'accounts.mute',
  unmute: 'accounts.unmute',
  pin: 'accounts.pin',
  unpin: 'accounts.unpin',
  note: 'accounts.note',
  removeFromFollowers: 'accounts.removeFromFollowers',
  authorizeFollowRequest: 'followRequests.authorize',
  rejectFollowRequest: 'followRequests.reject',
};

/** The server call of an action; answers the relationship as stored. */
async function call(api: Api, store: EntityStore, request: ChartRequest): Promise<Relationship | null> {
  if (!('accountId' in request.target)) throw new Error(`${request.kind} is not available`);
  const id = request.target.accountId;
  const kind = request.kind as AccountKind;
  const answer = await (() => {
    switch (kind) {
      case 'follow': {
        const { reblogs, notify, languages } = request.settings as FollowSettings;
        return api.accounts.follow(id, { reblogs, notify, ...(languages === null ? {} : { languages }) });
      }
      case 'mute':
        return api.accounts.mute(id, request.settings as MuteSettings);
      case 'note':
        return api.accounts.note(id, (request.settings as NoteSettings).comment);
      case 'authorizeFollowRequest':
        return api.followRequests.authorize(id);
      case 'rejectFollowRequest':
        return api.followRequests.reject(id);
      default:
        return api.accounts[kind](id);
    }
  })();
  importRelationships(store, [answer]);
  return store.get('relationships', id) ?? null;
}

const countsOf = (store: EntityStore, id: string | null): FollowCounts | null => {
  const account = id === null ? undefined : store.get('accounts', id);
  return account ? { followers_count: account.followers_count, following_count: account.following_count } : null;
};

function addToCounts(
  store: EntityStore,
  accountId: string | null,
  me: string | null,
  deltas: CountDeltas,
  sign: 1 | -1,
) {
  for (const [id, delta] of [
    [accountId, deltas.account],
    [me, deltas.me],
  ] as const) {
    if (id === null) continue;
    store.patch('accounts', id, (account) => ({ ...account, ...addCounts(account, delta, sign) }));
  }
}

function writePatch(store: EntityStore, me: string | null, patch: OptimisticPatch, sign: 1 | -1) {
  const accountId = 'accountId' in patch.target ? patch.target.accountId : null;
  store.batch(() => {
    const change = patch.relationship;
    if (change !== null) {
      const current = store.get('relationships', change.id) ?? null;
      if (sign === 1) store.set('relationships', applyRelationshipChange(current, change));
      else {
        const restored = revertRelationshipChange(current, change);
        if (restored === null) store.remove('relationships', change.id);
        else store.set('relationships', restored);
      }
    }
    addToCounts(store, accountId, me, patch.counts, sign);
  });
}

const inFlight = new WeakMap<EntityStore, Map<string, Promise<boolean>>>();

/** Runs one account action; true when the server accepted it. */
export function performAccountAction(services: AccountActionServices, request: AccountActionRequest): Promise<boolean> {
  const { api, store, alerts, me, timelines } = services;
  let running = inFlight.get(store);
  if (!running) inFlight.set(store, (running = new Map()));
  const key = `${request.kind}:${request.accountId}`;
  const pending = running.get(key);
  if (pending) return pending;

  const account = store.get('accounts', request.accountId);
  const options: AccountActionOptions | undefined =
    request.kind === 'note' ? { comment: request.comment } : 'options' in request ? request.options : undefined;
  const input: AccountActionInput = {
    kind: request.kind,
    target: { accountId: request.accountId },
    options,
    before: {
      relationship: store.get('relationships', request.accountId) ?? null,
      counts: { account: countsOf(store, request.accountId), me: countsOf(store, me) },
      locked: account?.locked,
    },
  };
  const machine = accountActionMachine.provide({
    actors: { request: fromPromise(({ input: asked }) => call(api, store, asked)) },
    actions: {
      apply: (_, patch) => writePatch(store, me, patch, 1),
      revert: (_, patch) => writePatch(store, me, patch, -1),
      commit: (_, { correction }) => store.batch(() => addToCounts(store, request.accountId, me, correction, 1)),
      reportFailure: (_, { error }) => void reportError(alerts, error, { callId: CALL_IDS[request.kind] }),
    },
  });
  const done = new Promise<boolean>((resolve) => {
    const actor = createActor(machine, { input });
    actor.subscribe({
      complete: () => {
        const output = actor.getSnapshot().output;
        const ok = output?.ok === true;
        if (ok && (request.kind === 'block' || request.kind === 'mute')) timelines.removeAccount(request.accountId);
        resolve(ok);
      },
      error: (error) => {
        reportError(alerts, error, { callId: CALL_IDS[request.kind] });
        resolve(false);
      },
    });
    actor.start();
  }).finally(() => running.delete(key));
  running.set(key, done);
  return done;
}
