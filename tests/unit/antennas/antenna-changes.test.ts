/**
 * Changes to antennas with a stubbed API: the switches and the fed list shown at once, the server's answer stored,
 * a refusal put back (a 422's words kept beside the control without an alert; other failures with the call's
 * alert); the domains, hashtags and keywords added and removed at once on their side and put back when refused (a
 * refused add rejects with the server's words for the form, with no alert); entries sent as the server stores
 * them; an antenna made, its accounts and exclusions reaching their own calls, and its deletion forgetting its
 * timeline.
 */
import { describe, expect, it, vi } from 'vitest';
import type { ResourceActor } from '../../../src/machines/resource.machine';
import {
  addAntennaRule,
  ANTENNA_RULE_CHANGES,
  antennaRulesData,
  normaliseRule,
  removeAntennaRule,
  ruleCallId,
  withEntry,
  type RuleSets,
} from '../../../src/services/antennas/antenna-rules';
import {
  ANTENNA_SETTINGS,
  antennaFieldsOf,
  changeAntennaSetting,
  shownFields,
} from '../../../src/services/antennas/antenna-settings';
import { ApiError } from '../../../src/domain/errors/api-error';
import { createCollection, deleteCollection } from '../../../src/services/collections/collection-actions';
import {
  collectionsData,
  excludingAntennasData,
  membershipsData,
} from '../../../src/services/collections/collection-data';
import { ANTENNA_ACCOUNTS, ANTENNA_EXCLUDED_ACCOUNTS } from '../../../src/services/collections/member-sets';
import { toggleMembership } from '../../../src/services/collections/membership-toggles';
import { importAntennas, importLists } from '../../../src/services/store/collection-importers';
import { expectOnePerAccount, settle } from '../../support/account-parts';
import { dataFixture, idle } from '../../support/data-fixture';
import { deferred, stubApi, type ApiStubs } from '../timelines/support/fake-app-services';

const refused = (status: number, serverMessage: string) =>
  new ApiError({ kind: 'response', status, message: String(status), serverMessage });

const ANTENNA = {
  id: '7',
  title: 'Birds',
  stl: false,
  ltl: false,
  insert_feeds: false,
  with_media_only: false,
  ignore_reblog: false,
  favourite: true,
  list: null,
};

function fixture(stubs: ApiStubs) {
  const data = dataFixture(stubApi(stubs));
  importAntennas(data.store, [ANTENNA]);
  return { ...data, timelines: { forget: vi.fn() } };
}

describe('antenna settings', () => {
  it('kmyblue’s "no list" is list 0; other fields go as they are', () => {
    expect(antennaFieldsOf({ list_id: null })).toEqual({ list_id: '0' });
    expect(antennaFieldsOf({ list_id: '3', stl: true })).toEqual({ list_id: '3', stl: true });
    expect(antennaFieldsOf({ favourite: false })).toEqual({ favourite: false });
  });

  it('a fed list shows with the stored list’s name at once', () => {
    const { store } = fixture({});
    importLists(store, [{ id: '3', title: 'Nature' }]);
    expect(shownFields(store, { list_id: '3' })).toEqual({ list_id: '3', list: { id: '3', title: 'Nature' } });
    expect(shownFields(store, { list_id: null })).toEqual({ list_id: null, list: null });
  });

  it('a switch changes at once and keeps the server’s answer', async () => {
    const answer = deferred<unknown>();
    const update = vi.fn(() => answer.promise);
    const services = fixture({ antennas: { update } });
    const outcome = changeAntennaSetting(services, { antennaId: '7', fields: { with_media_only: true } });
    expect(services.store.get('antennas', '7')?.with_media_only).toBe(true);
    answer.resolve({ ...ANTENNA, with_media_only: true, ignore_reblog: true });
    expect((await outcome).ok).toBe(true);
    expect(update).toHaveBeenCalledWith('7', { with_media_only: true });
    expect(services.store.get('antennas', '7')?.ignore_reblog).toBe(true);
  });

  it('a second STL antenna refused (422) goes back, with no alert', async () => {
    const update = vi.fn(async () => Promise.reject(refused(422, 'Only one STL antenna can be made')));
    const services = fixture({ antennas: { update } });
    const outcome = await changeAntennaSetting(services, { antennaId: '7', fields: { stl: true } });
    expect(outcome.ok).toBe(false);
    expect(services.store.get('antennas', '7')?.stl).toBe(false);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('another failure puts the fed list back and raises the call’s alert', async () => {
    const services = fixture({ antennas: { update: async () => Promise.reject(refused(503, 'Busy')) } });
    importLists(services.store, [{ id: '3', title: 'Nature' }]);
    const outcome = changeAntennaSetting(services, { antennaId: '7', fields: { list_id: '3' } });
    expect(services.store.get('antennas', '7')?.list).toEqual({ id: '3', title: 'Nature' });
    expect((await outcome).ok).toBe(false);
    expect(services.store.get('antennas', '7')).toMatchObject({ list_id: null, list: null });
    expect(services.alerts.getSnapshot()).toHaveLength(1);
  });
});

describe('antenna rules: the rules themselves', () => {
  it('entries are sent as the server stores them: a hashtag without #, a domain in lower case, trimmed', () => {
    expect(normaliseRule('tags', ' #Birds ')).toBe('Birds');
    expect(normaliseRule('domains', ' Kmy.Example ')).toBe('kmy.example');
    expect(normaliseRule('keywords', '  ツバメ ')).toBe('ツバメ');
  });

  it('an entry goes in last (or at its old place) and out of one side only', () => {
    const sets: RuleSets = { include: ['a', 'b'], exclude: ['x'] };
    expect(withEntry(sets, false, 'c', true)).toEqual({ include: ['a', 'b', 'c'], exclude: ['x'] });
    expect(withEntry(sets, true, 'y', true, 0)).toEqual({ include: ['a', 'b'], exclude: ['y', 'x'] });
    expect(withEntry(sets, false, 'a', false)).toEqual({ include: ['b'], exclude: ['x'] });
    expect(withEntry(sets, false, 'a', true)).toBe(sets);
  });

  it('each side and direction has its own call (its alert policy)', () => {
    expect(ruleCallId({ kind: 'domains', exclude: true, add: true })).toBe('antennas.addExcludeDomains');
    expect(ruleCallId({ kind: 'tags', exclude: false, add: false })).toBe('antennas.removeTags');
    expect(ruleCallId({ kind: 'keywords', exclude: true, add: false })).toBe('antennas.removeExcludeKeywords');
  });
});

describe('antenna rules: changes', () => {
  async function withKeywords(extra: NonNullable<ApiStubs['antennas']>) {
    const services = fixture({
      antennas: { keywords: async () => ({ keywords: ['swallow'], exclude_keywords: ['spam'] }), ...extra },
    });
    const chart = services.registry.resource(antennaRulesData.keywords, '7') as ResourceActor;
    await idle(chart);
    const sets = () => chart.getSnapshot().context.value as RuleSets;
    return { services, sets };
  }

  it('an added keyword shows at once on its side and is sent under keywords[]', async () => {
    const answer = deferred<unknown>();
    const addExcludeKeywords = vi.fn(() => answer.promise);
    const { services, sets } = await withKeywords({ addExcludeKeywords });
    const added = addAntennaRule(services, { antennaId: '7', kind: 'keywords', exclude: true }, ' ads ');
    expect(sets()).toEqual({ include: ['swallow'], exclude: ['spam', 'ads'] });
    answer.resolve({});
    await expect(added).resolves.toBeUndefined();
    expect(addExcludeKeywords).toHaveBeenCalledWith('7', ['ads']);
  });

  it('a refused keyword (422) goes again and rejects with the server’s words, raising no alert', async () => {
    const addKeywords = vi.fn(async () => Promise.reject(refused(422, 'Keywords must be at least 2 characters')));
    const { services, sets } = await withKeywords({ addKeywords });
    await expect(addAntennaRule(services, { antennaId: '7', kind: 'keywords', exclude: false }, 'a')).rejects.toEqual({
      kind: 'refused',
      message: 'Keywords must be at least 2 characters',
    });
    expect(sets().include).toEqual(['swallow']);
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('a blank entry is never sent', async () => {
    const addKeywords = vi.fn(async () => ({}));
    const { services } = await withKeywords({ addKeywords });
    await expect(addAntennaRule(services, { antennaId: '7', kind: 'tags', exclude: false }, ' # ')).rejects.toEqual({
      kind: 'blank',
    });
    expect(addKeywords).not.toHaveBeenCalled();
  });

  it('a failed add otherwise rejects as failed after the call’s alert', async () => {
    const { services } = await withKeywords({ addKeywords: async () => Promise.reject(refused(500, 'Boom')) });
    await expect(
      addAntennaRule(services, { antennaId: '7', kind: 'keywords', exclude: false }, 'kite'),
    ).rejects.toEqual({ kind: 'failed' });
    expect(services.alerts.getSnapshot()).toHaveLength(1);
  });

  it('a removed keyword goes at once and comes back in its place when refused, with the alert', async () => {
    const removeKeywords = vi.fn(async () => Promise.reject(refused(503, 'Busy')));
    const services = fixture({
      antennas: { keywords: async () => ({ keywords: ['a1', 'b2', 'c3'], exclude_keywords: [] }), removeKeywords },
    });
    const chart = services.registry.resource(antennaRulesData.keywords, '7') as ResourceActor;
    await idle(chart);
    const outcome = removeAntennaRule(services, { antennaId: '7', kind: 'keywords', exclude: false }, 'b2');
    expect((chart.getSnapshot().context.value as RuleSets).include).toEqual(['a1', 'c3']);
    expect((await outcome).ok).toBe(false);
    expect((chart.getSnapshot().context.value as RuleSets).include).toEqual(['a1', 'b2', 'c3']);
    expect(removeKeywords).toHaveBeenCalledWith('7', ['b2']);
    expect(services.alerts.getSnapshot()).toHaveLength(1);
  });

  it('domains and hashtags read both sides from one answer and change through their own calls', async () => {
    const addExcludeDomains = vi.fn(async () => ({}));
    const removeTags = vi.fn(async () => ({}));
    const services = fixture({
      antennas: {
        domains: async () => ({ domains: ['kmy.example'], exclude_domains: [] }),
        tags: async () => ({ tags: ['birds'], exclude_tags: ['cats'] }),
        addExcludeDomains,
        removeTags,
      },
    });
    const domains = services.registry.resource(antennaRulesData.domains, '7') as ResourceActor;
    const tags = services.registry.resource(antennaRulesData.tags, '7') as ResourceActor;
    await idle(domains);
    await idle(tags);
    expect(tags.getSnapshot().context.value).toEqual({ include: ['birds'], exclude: ['cats'] });
    await addAntennaRule(services, { antennaId: '7', kind: 'domains', exclude: true }, 'Spam.Example');
    await removeAntennaRule(services, { antennaId: '7', kind: 'tags', exclude: false }, 'birds');
    expect(addExcludeDomains).toHaveBeenCalledWith('7', ['spam.example']);
    expect(removeTags).toHaveBeenCalledWith('7', ['birds']);
    expect(domains.getSnapshot().context.value).toEqual({ include: ['kmy.example'], exclude: ['spam.example'] });
    expect(tags.getSnapshot().context.value).toEqual({ include: [], exclude: ['cats'] });
  });
});

describe('antennas as a collection', () => {
  it('a new antenna is made by title and joins the shown antennas; a refusal is the form’s', async () => {
    const create = vi.fn(async () => ({ ...ANTENNA, id: '8', title: 'Cats' }));
    const services = fixture({ antennas: { list: async () => [ANTENNA], create } });
    const all = services.registry.resource(collectionsData.antennas, null) as ResourceActor;
    await idle(all);
    await expect(createCollection(services, 'antennas', 'Cats')).resolves.toBe('8');
    expect(create).toHaveBeenCalledWith({ title: 'Cats' });
    expect(all.getSnapshot().context.value).toEqual(['7', '8']);
    const full = fixture({
      antennas: { create: async () => Promise.reject(refused(422, 'You can create at most 30 antennas')) },
    });
    await expect(createCollection(full, 'antennas', 'More')).rejects.toEqual({
      kind: 'refused',
      message: 'You can create at most 30 antennas',
    });
    expect(full.alerts.getSnapshot()).toEqual([]);
  });

  it('a deleted antenna leaves the store and its timeline is forgotten', async () => {
    const services = fixture({ antennas: { delete: async () => ({}) } });
    expect((await deleteCollection(services, { kind: 'antennas', id: '7' })).ok).toBe(true);
    expect(services.store.has('antennas', '7')).toBe(false);
    expect(services.timelines.forget).toHaveBeenCalledWith('antenna:7');
  });

  it('accounts and excluded accounts each reach their own calls and tick their own side of the profile dialog', async () => {
    const addAccounts = vi.fn(async () => ({}));
    const addExcludeAccounts = vi.fn(async () => ({}));
    const services = fixture({
      antennas: { list: async () => [ANTENNA], addAccounts, addExcludeAccounts },
      accounts: { antennas: async () => [], excludeAntennas: async () => [] },
    });
    const including = services.registry.resource(membershipsData.antennas, '20') as ResourceActor;
    const excluding = services.registry.resource(excludingAntennasData, '20') as ResourceActor;
    await idle(including);
    await idle(excluding);
    const outcome = toggleMembership(services, {
      set: ANTENNA_EXCLUDED_ACCOUNTS,
      ownerId: '7',
      accountId: '20',
      add: true,
    });
    expect(excluding.getSnapshot().context.value).toEqual({ ownerIds: ['7'], holding: ['7'] });
    expect(including.getSnapshot().context.value).toEqual({ ownerIds: ['7'], holding: [] });
    await outcome;
    await toggleMembership(services, { set: ANTENNA_ACCOUNTS, ownerId: '7', accountId: '20', add: true });
    expect(addExcludeAccounts).toHaveBeenCalledWith('7', ['20']);
    expect(addAccounts).toHaveBeenCalledWith('7', ['20']);
    expect(including.getSnapshot().context.value).toEqual({ ownerIds: ['7'], holding: ['7'] });
  });
});

describe("the account's runners", () => {
  it('are one per account, and letting the account go stops what they have in flight', async () => {
    const account = () => {
      const calls = { update: vi.fn(async () => ANTENNA), removeKeywords: vi.fn(async () => ({})) };
      return { calls, services: fixture({ antennas: calls }) };
    };
    const one = account();
    const other = account();
    const outcomes = [one, other].map(({ services }) => [
      changeAntennaSetting(services, { antennaId: '7', fields: { stl: true } }),
      removeAntennaRule(services, { antennaId: '7', kind: 'keywords', exclude: false }, 'kite'),
    ]);
    expectOnePerAccount(ANTENNA_SETTINGS, one.services.store, other.services.store);
    expectOnePerAccount(ANTENNA_RULE_CHANGES, one.services.store, other.services.store);
    one.services.store.scope.dispose();
    expect((await Promise.all(outcomes[0]!)).map((outcome) => outcome.ok)).toEqual([false, false]);
    expect((await Promise.all(outcomes[1]!)).map((outcome) => outcome.ok)).toEqual([true, true]);
    await settle();
    expect(one.calls.update).not.toHaveBeenCalled();
    expect(one.calls.removeKeywords).not.toHaveBeenCalled();
    expect(other.calls.update).toHaveBeenCalledWith('7', { stl: true });
    expect(other.calls.removeKeywords).toHaveBeenCalledWith('7', ['kite']);
  });
});
