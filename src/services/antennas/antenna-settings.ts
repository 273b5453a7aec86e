/**
 * An antenna's switches and the list it feeds (PUT v1/antennas/{id}, kmyblue):
 * - insert_feeds: what it catches also goes into the reader's home timeline;
 * - stl / ltl: it catches the social (home and local together) or the local timeline's posts; kmyblue allows one
 *   such antenna of each (a second is refused with 422 and the server's words);
 * - with_media_only, ignore_reblog: only posts with media; boosts are passed over;
 * - favourite (default true): favourite antennas come first;
 * - list_id: the list it feeds, or none (kmyblue's "no list" is list 0).
 * Each change is optimistic on the generic runner: the stored antenna changes at once (the screen re-renders from
 * the store), the server's answer is stored when it agrees, and a refusal puts back the fields it changed (unless
 * changed again since). A 422 (a limit passed) raises no alert: its words are kept beside the control it concerns
 * until that control changes again; any other failure raises the call's alert. One change per field at a time.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { Api } from '../api';
import type { AntennaFields } from '../api/antennas';
import type { Antenna } from '../../domain/entities/collections';
import { reportError, type AlertQueue } from '../alerts';
import { formFailureOf } from '../alerts/form-failure';
import { createOptimisticRunner, type MutationOutcome, type OptimisticRunner } from '../mutations/optimistic-runner';
import { definePart } from '../runtime/account-scope';
import { type EntityStore } from '../store';
import { importAntennas } from '../store/collection-importers';

export type AntennaSetting = Pick<
  Antenna,
  'insert_feeds' | 'stl' | 'ltl' | 'with_media_only' | 'ignore_reblog' | 'favourite' | 'list_id'
>;
export type AntennaSettingName = keyof AntennaSetting;
export type AntennaSwitch = Exclude<AntennaSettingName, 'list_id'>;

/** The switches, in the order the edit screen shows them. */
export const ANTENNA_SWITCHES: readonly AntennaSwitch[] = [
  'insert_feeds',
  'stl',
  'ltl',
  'with_media_only',
  'ignore_reblog',
  'favourite',
];

/** kmyblue's list_id meaning "feeds no list". */
export const NO_LIST_ID = '0';

export interface AntennaSettingChange {
  antennaId: string;
  fields: Partial<AntennaSetting>;
}

export interface AntennaSettingServices {
  api: Api;
  store: EntityStore;
  alerts: AlertQueue;
}

/** A refusal's words (null: the server gave none) beside one control of one antenna. */
export type AntennaRefusal = { message: string | null } | null;

interface Applied {
  change: AntennaSettingChange;
  /** the values the changed fields (and the fed list's name) had before */
  before: Partial<Antenna>;
}

const names = (fields: Partial<AntennaSetting>) => Object.keys(fields).sort() as AntennaSettingName[];

/** One change per antenna and set of fields at a time. */
export const antennaSettingKey = ({ antennaId, fields }: AntennaSettingChange) =>
  `${antennaId}\u0000${names(fields).join(',')}`;

/** The request's fields as kmyblue takes them (no list is list 0). */
export function antennaFieldsOf(fields: Partial<AntennaSetting>): AntennaFields {
  const { list_id: listId, ...rest } = fields;
  return listId === undefined ? rest : { ...rest, list_id: listId ?? NO_LIST_ID };
}

/** The stored fields a change shows at once: the fed list's name comes from the stored list, when known. */
export function shownFields(store: EntityStore, fields: Partial<AntennaSetting>): Partial<Antenna> {
  if (fields.list_id === undefined) return fields;
  const listId = fields.list_id;
  const list = listId === null ? undefined : store.get('lists', listId);
  return {
    ...fields,
    list: listId === null ? null : { id: listId, title: list?.title ?? '' },
  };
}

interface Refusals {
  get(antennaId: string, name: AntennaSettingName): AntennaRefusal;
  set(change: AntennaSettingChange, refusal: AntennaRefusal): void;
  subscribe(listener: () => void): () => void;
}

function createRefusals(): Refusals {
  const shown = new Map<string, { message: string | null }>();
  const listeners = new Set<() => void>();
  const keyOf = (antennaId: string, name: string) => `${antennaId}\u0000${name}`;
  return {
    get: (antennaId, name) => shown.get(keyOf(antennaId, name)) ?? null,
    set({ antennaId, fields }, refusal) {
      for (const name of names(fields)) {
        if (refusal === null) shown.delete(keyOf(antennaId, name));
        else shown.set(keyOf(antennaId, name), refusal);
      }
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export interface AntennaSettings {
  runner: OptimisticRunner<AntennaSettingChange, void>;
  refusals: Refusals;
}

function createAntennaSettings({ api, store, alerts }: AntennaSettingServices): AntennaSettings {
  const refusals = createRefusals();
  const runner = createOptimisticRunner<AntennaSettingChange, Applied, void>(
    {
      apply: (change) => {
        // a control changed again: its earlier refusal no longer applies
        refusals.set(change, null);
        const antenna = store.get('antennas', change.antennaId);
        if (antenna === undefined) return null;
        const shown = shownFields(store, change.fields);
        const before = Object.fromEntries(
          Object.keys(shown).map((name) => [name, antenna[name as keyof Antenna]]),
        ) as Partial<Antenna>;
        store.patch('antennas', change.antennaId, shown);
        return { change, before };
      },
      async perform({ antennaId, fields }) {
        importAntennas(store, [await api.antennas.update(antennaId, antennaFieldsOf(fields))]);
      },
      revert: ({ change, before }) => {
        const antenna = store.get('antennas', change.antennaId);
        if (antenna === undefined) return;
        // only the fields that still hold what this change set (the list's name goes back with its id)
        const back = names(change.fields).filter((name) => antenna[name] === change.fields[name]);
        if (back.includes('list_id')) back.push('list' as AntennaSettingName);
        if (back.length > 0)
          store.patch(
            'antennas',
            change.antennaId,
            Object.fromEntries(back.map((name) => [name, before[name as keyof Antenna]])),
          );
      },
      callId: () => 'antennas.update',
      keyOf: antennaSettingKey,
      report: (error, change) => {
        const failure = formFailureOf(error);
        if (failure.kind === 'refused') refusals.set(change, { message: failure.message });
        else reportError(alerts, error, { callId: 'antennas.update' });
      },
    },
    { alerts },
  );
  return { runner, refusals };
}

/** The account's setting changes, a part of its scope: the runner stops when the account is let go. */
export const ANTENNA_SETTINGS = definePart<AntennaSettings>('antenna-settings', ({ runner }) => runner.stop());

function settingsOf(services: AntennaSettingServices): AntennaSettings {
  return services.store.scope.use(ANTENNA_SETTINGS, () => createAntennaSettings(services));
}

/** Changes an antenna's fields at once and on the server; resolves once done, or reverted after the failure. */
export function changeAntennaSetting(
  services: AntennaSettingServices,
  change: AntennaSettingChange,
): Promise<MutationOutcome<void>> {
  return settingsOf(services).runner.run(change);
}

/** Whether a change of this antenna's `field` is in flight (for aria-busy), following it. */
export function useAntennaSettingBusy(
  services: AntennaSettingServices,
  antennaId: string,
  field: AntennaSettingName,
): boolean {
  const { runner } = settingsOf(services);
  const running = useCallback(
    () => runner.inFlight().some((change) => change.antennaId === antennaId && field in change.fields),
    [runner, antennaId, field],
  );
  return useSyncExternalStore(runner.subscribe, running, running);
}

/** The server's refusal of the last change of this antenna's `field` (422), until the field changes again. */
export function useAntennaSettingRefusal(
  services: AntennaSettingServices,
  antennaId: string,
  field: AntennaSettingName,
): AntennaRefusal {
  const { refusals } = settingsOf(services);
  const read = useCallback(() => refusals.get(antennaId, field), [refusals, antennaId, field]);
  return useSyncExternalStore(refusals.subscribe, read, read);
}
