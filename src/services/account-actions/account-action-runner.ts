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
 * - Blocking or unblocking a domain names the domain, not an account: the change shows at once on the relationship
 *   of every stored account of that domain whose relationship is stored (domain_blocking, and for a block the
 *   domain's follows of the reader and requests to the reader end, with the counts), and is taken back exactly on a
 *   refusal. A successful domain block takes the posts of the domain's stored accounts, and boosts of them or by
 *   them, out of every timeline.
 * - The same action on the same account (or domain) while one is in flight is not sent twice: the second call
 *   waits for the first's answer.
 * - The actions in flight are a part of the account's scope: letting the account go stops their charts (nothing
 *   is kept, taken back or reported after that) and each answers false.
 */
import { createActor, fromPromise } from 'xstate';
import { accountActionMachine } from '../../machines/account-action.machine';
import {
  addCounts,
  applyRelationshipChange,
  optimisticPatch,
  revertRelationshipChange,
} from '../../machines/account-action-rules';
import type {
  AccountActionInput,
  AccountActionOptions,
  AccountActionRequest as ChartRequest,
  AccountKind,
  CountDeltas,
  DomainKind,
  FollowCounts,
  FollowSettings,
  MuteSettings,
  NoteSettings,
  OptimisticPatch,
  Relationship,
} from '../../machines/account-action-types';
import type { Api } from '../api';
import type { AppServices } from '../app-services/app-services';
import { accountIdsOfDomain, normaliseDomain } from '../accounts/account-domain';
import { reportError } from '../alerts';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import { importRelationships } from '../store/relationship-importers';

/** What a view asks for. */
export type AccountActionRequest =
  | { kind: 'mute'; accountId: string; options: { duration: number; notifications: boolean } }
  | { kind: 'note'; accountId: string; comment: string }
  | { kind: 'follow'; accountId: string; options?: Pick<AccountActionOptions, 'reblogs' | 'notify' | 'languages'> }
  | { kind: Exclude<AccountKind, 'mute' | 'note' | 'follow'>; accountId: string }
  | { kind: DomainKind; domain: string };

export type AccountActionServices = Pick<AppServices, 'api' | 'store' | 'alerts' | 'me' | 'timelines'>;

const CALL_IDS: Record<AccountKind | DomainKind, string> = {
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
  domainBlock: 'domainBlocks.block',
  domainUnblock: 'domainBlocks.unblock',
};

/** The server call of an action; answers the relationship as stored (none for a domain: the call answers none). */
async function call(api: Api, store: EntityStore, request: ChartRequest): Promise<Relationship | null> {
  if ('domain' in request.target) {
    const { domain } = request.target;
    await (request.kind === 'domainBlock' ? api.domainBlocks.block(domain) : api.domainBlocks.unblock(domain));
    return null;
  }
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

/** Writes a patch (sign 1) or takes it back (sign -1); `accountId` is the account whose counts it moves. */
function writePatch(
  store: EntityStore,
  me: string | null,
  patch: OptimisticPatch,
  sign: 1 | -1,
  accountId = 'accountId' in patch.target ? patch.target.accountId : null,
) {
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

/** A domain action's change on one stored account: the patch and the account whose counts it moved. */
interface DomainChange {
  accountId: string;
  patch: OptimisticPatch;
}

/**
 * A domain action shown at once on every stored account of the domain with a stored relationship, one after the
 * other (each from the store as the previous one left it, so the reader's own counts add up). Accounts without a
 * stored relationship are left alone: nothing about them is shown. Returns what was written, to be taken back.
 */
function applyDomainChanges(store: EntityStore, me: string | null, kind: DomainKind, domain: string): DomainChange[] {
  const changes: DomainChange[] = [];
  store.batch(() => {
    for (const accountId of accountIdsOfDomain(store, domain)) {
      const relationship = store.get('relationships', accountId);
      if (relationship === undefined) continue;
      const { patch } = optimisticPatch({
        kind,
        target: { domain },
        before: { relationship, counts: { account: countsOf(store, accountId), me: countsOf(store, me) } },
      });
      writePatch(store, me, patch, 1, accountId);
      changes.push({ accountId, patch });
    }
  });
  return changes;
}

/** Takes domain changes back, last first. */
function revertDomainChanges(store: EntityStore, me: string | null, changes: readonly DomainChange[]) {
  store.batch(() => {
    for (const { accountId, patch } of [...changes].reverse()) writePatch(store, me, patch, -1, accountId);
  });
}

interface ActionInFlight {
  done: Promise<boolean>;
  stop(): void;
}

/** The account's actions in flight, by action and target: stopped when the account is let go. */
export const ACCOUNT_ACTIONS_IN_FLIGHT = definePart<Map<string, ActionInFlight>>('account-actions', (running) => {
  const stopping = [...running.values()];
  running.clear();
  for (const action of stopping) action.stop();
});

/** What the chart is given: the target and, for an account, what the screen showed before. */
function chartInput(store: EntityStore, me: string | null, request: AccountActionRequest): AccountActionInput {
  if ('domain' in request) {
    // the chart's own patch stays empty: the runner shows the change on each account of the domain
    return {
      kind: request.kind,
      target: { domain: request.domain },
      before: { relationship: null, counts: { account: null, me: null } },
    };
  }
  const options: AccountActionOptions | undefined =
    request.kind === 'note' ? { comment: request.comment } : 'options' in request ? request.options : undefined;
  return {
    kind: request.kind,
    target: { accountId: request.accountId },
    options,
    before: {
      relationship: store.get('relationships', request.accountId) ?? null,
      counts: { account: countsOf(store, request.accountId), me: countsOf(store, me) },
      locked: store.get('accounts', request.accountId)?.locked,
    },
  };
}

/** Runs one account action; true when the server accepted it. */
export function runLoadedAccountAction(services: AccountActionServices, asked: AccountActionRequest): Promise<boolean> {
  const { api, store, alerts, me, timelines } = services;
  const request: AccountActionRequest = 'domain' in asked ? { ...asked, domain: normaliseDomain(asked.domain) } : asked;
  const running = store.scope.use(ACCOUNT_ACTIONS_IN_FLIGHT, () => new Map<string, ActionInFlight>());
  const key = `${request.kind}:${'domain' in request ? request.domain : request.accountId}`;
  const pending = running.get(key);
  if (pending) return pending.done;

  const accountId = 'accountId' in request ? request.accountId : null;
  let domainChanges: DomainChange[] = [];
  const machine = accountActionMachine.provide({
    actors: { request: fromPromise(({ input }) => call(api, store, input)) },
    actions: {
      apply: (_, patch) => {
        writePatch(store, me, patch, 1);
        if ('domain' in request) domainChanges = applyDomainChanges(store, me, request.kind, request.domain);
      },
      revert: (_, patch) => {
        revertDomainChanges(store, me, domainChanges);
        writePatch(store, me, patch, -1);
      },
      commit: (_, { correction }) => store.batch(() => addToCounts(store, accountId, me, correction, 1)),
      reportFailure: (_, { error }) => void reportError(alerts, error, { callId: CALL_IDS[request.kind] }),
    },
  });
  const actor = createActor(machine, { input: chartInput(store, me, request) });
  let settle: (ok: boolean) => void = () => {};
  const done = new Promise<boolean>((resolve) => {
    settle = resolve;
    actor.subscribe({
      complete: () => {
        const output = actor.getSnapshot().output;
        const ok = output?.ok === true;
        if (ok && (request.kind === 'block' || request.kind === 'mute')) timelines.removeAccount(request.accountId);
        if (ok && request.kind === 'domainBlock') timelines.removeAccounts(accountIdsOfDomain(store, request.domain));
        resolve(ok);
      },
      error: (error) => {
        reportError(alerts, error, { callId: CALL_IDS[request.kind] });
        resolve(false);
      },
    });
    actor.start();
  }).finally(() => {
    if (running.get(key)?.done === done) running.delete(key);
  });
  running.set(key, {
    done,
    stop() {
      settle(false);
      actor.stop();
    },
  });
  return done;
}
