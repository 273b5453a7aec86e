// @vitest-environment jsdom
/**
 * Signing out lets the account go entirely: with the real account services (createAccountServicesCache), the
 * sandbox answering over msw, a fake WebSocket and fake timers, an account is signed in and used broadly (home
 * and notifications, relationships, a tag action, a status action, search, the composer, settings, filters...),
 * then signed out (`retain([])`). What is left of it is counted: running actors, store subscriptions, pending
 * timers, open sockets and the parts of its scope. Every count must be zero, and the scope takes no new part.
 */
import { afterFirstScreen } from '../../../src/services/after-paint';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { createAccountServicesCache } from '../../../src/app/session/account-services';
import type { SessionAccount } from '../../../src/domain/auth/auth-types';
import { askRelationships } from '../../../src/services/accounts/relationship-requests';
import { createDraftStorage } from '../../../src/services/compose/draft-storage';
import { composeRuntimeFor } from '../../../src/services/compose/compose-runtime';
import { dataRegistryOf } from '../../../src/services/data/data-registry';
import { serverInstanceData } from '../../../src/services/data/definitions/server-instance';
import { createAlertQueue } from '../../../src/services/alerts';
import { ensureFiltersLoaded } from '../../../src/services/filters';
import { subscribeFilterClock } from '../../../src/services/filters/filter-clock';
import { notificationsOf } from '../../../src/services/notifications/notifications-of';
import { setDisplayMedia } from '../../../src/services/settings/display-media';
import { webPushOf } from '../../../src/services/push/web-push-of';
import { definePart, ScopeDisposedError } from '../../../src/services/runtime/account-scope';
import { searchActorOf } from '../../../src/services/search/search-machine';
import { clientSettingsOf } from '../../../src/services/settings/client-settings';
import { statusUiOf } from '../../../src/services/status/status-ui-store';
import { runTagAction } from '../../../src/services/tags/tag-actions';
import { saveFeedPosition } from '../../../src/views/timelines/feed-positions';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { waitForState } from '../../support/wait-for-state';

/** Every root actor the client makes (children stop with their parents), and whether it was started. */
const made = vi.hoisted(() => [] as Array<{ actor: AnyActorRef; name: string; started: boolean }>);
vi.mock('xstate', async (importOriginal) => {
  const xstate = await importOriginal<typeof import('xstate')>();
  const createActor = ((...args: Parameters<typeof xstate.createActor>) => {
    const actor = xstate.createActor(...args);
    const name = (args[0] as { id?: string }).id ?? 'an actor';
    const entry = { actor: actor as unknown as AnyActorRef, name, started: false };
    const start = actor.start.bind(actor);
    actor.start = () => {
      entry.started = true;
      return start();
    };
    made.push(entry);
    return actor;
  }) as unknown as typeof xstate.createActor;
  return { ...xstate, createActor };
});

/** A WebSocket that opens on its own and counts itself while open. */
class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static readonly made: FakeWebSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  readonly sent: string[] = [];
  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    FakeWebSocket.made.push(this);
    queueMicrotask(() => {
      if (this.readyState !== 0) return;
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.(new Event('close'));
  }
  static open = () => FakeWebSocket.made.filter((socket) => socket.readyState < 2).length;
}

const contract = useContractSandbox();
let alice: SignedIn;

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('signing out', () => {
  it('leaves no actor, store subscription, timer, socket or part of the account running', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    vi.stubGlobal('WebSocket', FakeWebSocket);
    // the page's own wait for its first screen (one timer for the page, whatever account) is not the account's
    void afterFirstScreen();
    const pageTimers = vi.getTimerCount();
    const madeBefore = made.length;
    const running = () =>
      made.slice(madeBefore).filter(({ actor, started }) => started && actor.getSnapshot().status === 'active');

    const cache = createAccountServicesCache(createAlertQueue());
    const origin = contract.origin;
    const account: SessionAccount = {
      key: `${origin}|${alice.accountId}`,
      server: origin,
      accountId: alice.accountId,
      acct: 'alice',
      displayName: 'Alice',
      avatar: '',
      token: alice.token,
    };
    const { api, store, streaming, timelines, statusActions } = cache.forAccount(account);
    const alerts = createAlertQueue();
    const services = { api, store, alerts, server: origin, me: alice.accountId };

    // home, streaming live
    const home = timelines.acquire('home');
    home.send({ type: 'LOAD' });
    await waitForState(() => expect(home.getSnapshot().matches('ready')).toBe(true));
    const firstPost = home.getSnapshot().context.items.find((entry) => entry.kind === 'status')!.id;
    // notifications (the user stream, the marker, the list)
    const notifications = notificationsOf({ ...services, streaming });
    notifications.mount('all');
    await waitForState(() => expect(notifications.list('all').getSnapshot().hasTag('rows')).toBe(true));
    await waitForState(() => expect(FakeWebSocket.open()).toBe(1));
    // relationships, a tag action, a status action
    const bob = contract.sandbox.db.findAccountByAcct('bob')!;
    askRelationships(services, [bob.id]);
    await waitForState(() => expect(store.has('relationships', bob.id)).toBe(true));
    expect(await runTagAction(services, 'follow', 'swallows')).toBe(true);
    expect((await statusActions.run({ type: 'favourite', statusId: firstPost })).ok).toBe(true);
    // search, the composer, the settings sync, filters and their clock, server data
    const search = searchActorOf(services);
    search.send({ type: 'SEARCH', query: 'bob', searchType: null });
    await waitForState(() => expect(search.getSnapshot().hasTag('results')).toBe(true));
    await composeRuntimeFor({ ...services, storage: createDraftStorage({ storage: localStorage, files: null }) });
    clientSettingsOf(account.key, { api, store }).setTrendsShown(false);
    await ensureFiltersLoaded(api, store);
    subscribeFilterClock(store, () => {});
    dataRegistryOf(services).resource(serverInstanceData, null);
    webPushOf({ ...services, env: {} });
    // what the reader did on screen
    setDisplayMedia(store, 'show_all');
    statusUiOf(store).set(firstPost, { contentRevealed: true });
    saveFeedPosition(store, 'home', { cache: {} as never, offset: 0, keys: [firstPost], topKey: firstPost });

    // the account is running: what is counted after signing out is not zero by construction
    expect(running().length).toBeGreaterThan(0);
    expect(store.listenerCount()).toBeGreaterThan(0);
    expect(vi.getTimerCount()).toBeGreaterThan(pageTimers);
    expect(store.scope.partNames().length).toBeGreaterThan(0);
    expect(FakeWebSocket.open()).toBe(1);

    // a change still on its way when the reader signs out
    const inFlight = runTagAction(services, 'feature', 'swallows');
    cache.retain([]);
    // it ends there, as a failure nobody is told about
    expect(await inFlight).toBe(false);
    expect(alerts.getSnapshot()).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);

    // all at once, so a failure names everything left
    expect({
      actors: running().map(({ name }) => name),
      storeListeners: store.listenerCount(),
      timers: vi.getTimerCount() - pageTimers,
      sockets: FakeWebSocket.open(),
      parts: store.scope.partNames(),
    }).toEqual({ actors: [], storeListeners: 0, timers: 0, sockets: 0, parts: [] });
    expect(() => store.scope.use(definePart<number>('late'), () => 1)).toThrow(ScopeDisposedError);
  });
});
