/**
 * One account's client settings on their way to the server (PUT api/web/settings), through the save throttle
 * chart (machines/settings-save.machine.ts: one save per 2000 ms, leading and trailing). Every part of the
 * client that keeps a client setting tells this one place when it changed, so the server always gets the whole
 * settings object (web-settings-blob.ts) and never one part overwriting another.
 *
 * Rules:
 * - Saving locally is the caller's: a setting is kept on this device before `changed` is called.
 * - Only signed-in accounts have one (signed out, settings stay on this device).
 * - Requests go one after another in the order they were asked for, each with the settings as they were when
 *   the chart asked, so the server ends with the latest.
 * - A failure on the way loses nothing (the settings are local; the next change sends them all); a refusal
 *   (4xx: the server does not take this endpoint from this client) is silent and ends server saves for the page.
 * - `saved` says whether the server holds the latest change (the local `saved` flag, never sent).
 * - The server hands its settings back only in the initial state it embeds in a page it serves: when the account's
 *   sync is made, the sections kept per device are taken from there.
 */
import { createActor } from 'xstate';
import type { Api } from '../api';
import { settingsSaveMachine } from '../../machines/settings-save.machine';
import { readInitialState } from '../auth/initial-state';
import { adoptTimelineRegexes } from '../filters/timeline-regex-stored';
import { definePart } from '../runtime/account-scope';
import type { EntityStore } from '../store';
import {
  storedWebSettings,
  type ReadableStorage,
  type SettingsStorage,
  type WebSettingsSection,
} from './web-settings-blob';

/** The clock the throttle's window runs on (xstate's; tests pass a simulated one). */
type Clock = NonNullable<Parameters<typeof createActor>[1]>['clock'];

export interface SettingsSyncDeps {
  api: Pick<Api, 'settings'>;
  /** localStorage by default; null: nothing kept on this device besides what parts hand over */
  storage?: ReadableStorage | null;
  clock?: Clock;
  /**
   * where a server-embedded initial state may be found (this page's document by default) and the page's origin:
   * the settings it carries for the account are taken when the account's sync is made (settingsSyncOf)
   */
  page?: { document: Pick<Document, 'getElementById'>; origin: string } | null;
}

export interface SettingsSync {
  readonly accountKey: string;
  /** a client setting changed (and is kept locally): the server hears of it through the throttle */
  changed(): void;
  /** a part that holds its section in memory hands it over: read when a save goes */
  provide(section: WebSettingsSection, read: () => unknown): void;
  /** false once the server refused the settings endpoint (local only from then on) */
  savesToServer(): boolean;
  /** the server holds the latest change */
  saved(): boolean;
  stop(): void;
}

export function browserSettingsStorage(): SettingsStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The server says no to this endpoint (not a passing failure). */
export function isRefusal(error: unknown): boolean {
  const { kind, status } = (error ?? {}) as { kind?: unknown; status?: unknown };
  return kind === 'response' && typeof status === 'number' && status >= 400 && status < 500;
}

export function createSettingsSync(
  accountKey: string,
  { api, storage = browserSettingsStorage(), clock }: SettingsSyncDeps,
): SettingsSync {
  const provided = new Map<WebSettingsSection, () => unknown>();
  let version = 0;
  let savedVersion = 0;
  let queue: Promise<unknown> = Promise.resolve();
  // the chart hears of a refusal once it runs
  let refuse = () => {};

  const settings = (): Record<string, unknown> => {
    const all: Record<string, unknown> = storedWebSettings(storage, accountKey);
    for (const [section, read] of provided) all[section] = read();
    return all;
  };

  const machine = settingsSaveMachine.provide({
    actions: {
      save: () => {
        const sending = settings();
        const sent = version;
        queue = queue
          .then(() => api.settings.save(sending))
          .then(
            () => {
              savedVersion = Math.max(savedVersion, sent);
            },
            (error: unknown) => {
              if (isRefusal(error)) refuse();
            },
          );
      },
    },
  });
  const running = createActor(machine, clock ? { clock } : {});
  refuse = () => running.send({ type: 'REFUSED' });
  running.start();

  return {
    accountKey,
    changed() {
      version += 1;
      running.send({ type: 'CHANGED' });
    },
    provide(section, read) {
      provided.set(section, read);
    },
    savesToServer: () => !running.getSnapshot().hasTag('localOnly'),
    saved: () => savedVersion === version,
    stop: () => running.stop(),
  };
}

/** The account's sync, a part of its scope: its throttle chart stops with the account. */
const SETTINGS_SYNC = definePart<SettingsSync>('settings-sync', (sync) => sync.stop());

function browserPage(): SettingsSyncDeps['page'] {
  return typeof document === 'undefined' ? null : { document, origin: window.location.origin };
}

/**
 * The settings the server keeps for the account, where the page carries them: a page the server serves embeds its
 * initial state with the signed-in account's settings (Mastodon answers no request for them). The sections this
 * client keeps on each device are taken from there: the per-timeline regex filters.
 */
function adoptEmbeddedSettings(accountKey: string, storage: ReadableStorage | null, page: SettingsSyncDeps['page']) {
  if (!page || storage === null || !('setItem' in storage)) return;
  const seed = readInitialState(page.document, page.origin);
  if (seed?.account?.key !== accountKey || seed.settings === null) return;
  adoptTimelineRegexes(storage as Storage, accountKey, seed.settings);
}

/**
 * The account's settings sync, kept in the scope of the account's entity store (`deps.store`): made on first use
 * with `deps` (taking the server's settings a server-embedded initial state carries for the account first), then
 * the same one for the account's life.
 */
export function settingsSyncOf(accountKey: string, deps: SettingsSyncDeps & { store: EntityStore }): SettingsSync {
  return deps.store.scope.use(SETTINGS_SYNC, () => {
    const storage = deps.storage === undefined ? browserSettingsStorage() : deps.storage;
    adoptEmbeddedSettings(accountKey, storage, deps.page === undefined ? browserPage() : deps.page);
    return createSettingsSync(accountKey, deps);
  });
}
