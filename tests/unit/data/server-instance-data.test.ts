// @vitest-environment jsdom
/**
 * The account's one shared instance chart (GET v2/instance), which every feature detected from the server's answer
 * reads: one request serves every reader and the instance cache's other users; the contact account goes into the
 * store; a failure raises no alert; and while it lasts, the page coming back into view or the network coming back
 * tries again by itself (the first chance at once, then at most one automatic try per rest), so the answer
 * reaches every reader without a reload. What status actions read from it (translation, boost audiences) is
 * offered as soon as it comes, also after a failure (it was once kept as "nothing" for the account's life).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import type { ResourceActor, ResourceSnapshot } from '../../../src/machines/resource.machine';
import { instanceOf } from '../../../src/services/api/instance-cache';
import type { DataRegistry } from '../../../src/services/data/data-registry';
import { serverInstanceData } from '../../../src/services/data/definitions/server-instance';
import type { ApiInstance } from '../../../src/domain/entities/api-types';
import { ApiError } from '../../../src/domain/errors/api-error';
import { statusServerFeatures } from '../../../src/services/status-actions/server-features';
import { dataFixture, idle } from '../../support/data-fixture';
import { stubApi } from '../timelines/support/fake-app-services';
import { KMYBLUE_INSTANCE } from '../reactions/reaction-support';

const badGateway = () =>
  new ApiError({ kind: 'response', status: 502, message: 'Bad Gateway', statusText: 'Bad Gateway' });

const CONTACT = {
  id: '77',
  username: 'admin',
  acct: 'admin',
  display_name: 'Admin',
  url: 'https://social.example/@admin',
};

/** A server whose v2/instance fails while `down.now` is true. */
function server(answer: unknown = KMYBLUE_INSTANCE) {
  const down = { now: false };
  const get = vi.fn(async () => {
    if (down.now) throw badGateway();
    return answer;
  });
  const fixture = dataFixture(stubApi({ instance: { get } }));
  made.push(fixture.registry);
  const chart = () => fixture.registry.resource(serverInstanceData, null);
  return { ...fixture, get, down, chart };
}

const settled = (chart: ResourceActor, test: (s: ResourceSnapshot) => boolean) =>
  waitFor(chart, test, { timeout: 5000 });

/** every test's registry, stopped after it (a failed chart listens to the page until then) */
const made: DataRegistry[] = [];
let hidden = false;
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });

afterEach(() => {
  hidden = false;
  for (const registry of made.splice(0)) registry.dispose();
});

describe('the shared instance chart', () => {
  it('one request serves every reader, and the instance cache already holds it', async () => {
    const { chart, get, api, store } = server();
    const first = await idle(chart());
    expect(first.context.value).toBe(KMYBLUE_INSTANCE);
    expect(chart()).toBe(chart());
    expect(await instanceOf({ api, store })).toBe(KMYBLUE_INSTANCE);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('puts the contact account in the store; one the store cannot take is left out of the answer kept', async () => {
    const good = server({ ...KMYBLUE_INSTANCE, contact: { email: 'a@b.example', account: CONTACT } });
    const kept = (await idle(good.chart())).context.value as ApiInstance;
    expect(kept.contact.account?.id).toBe('77');
    expect(good.store.get('accounts', '77')?.acct).toBe('admin');

    const odd = server({ ...KMYBLUE_INSTANCE, contact: { email: 'a@b.example', account: { username: 'no id' } } });
    const oddKept = (await idle(odd.chart())).context.value as ApiInstance;
    expect(oddKept.contact).toEqual({ email: 'a@b.example', account: null });
  });

  it('a failure raises no alert: the views say it in place', async () => {
    const { chart, down, alerts } = server();
    down.now = true;
    const failed = await settled(chart(), (s) => s.hasTag('failed'));
    expect(failed.context.error).toBeInstanceOf(ApiError);
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('the window getting the focus back tries again, and every reader gets the answer', async () => {
    const { chart, down, get } = server();
    down.now = true;
    await settled(chart(), (s) => s.hasTag('failed'));
    down.now = false;
    window.dispatchEvent(new Event('focus'));
    const ready = await settled(chart(), (s) => s.hasTag('value'));
    expect(statusServerFeatures(ready.context.value as ApiInstance)).toMatchObject({
      login: false,
      translation: false,
    });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('the network coming back tries again', async () => {
    const { chart, down } = server();
    down.now = true;
    await settled(chart(), (s) => s.hasTag('failed'));
    down.now = false;
    window.dispatchEvent(new Event('online'));
    expect((await settled(chart(), (s) => s.hasTag('value'))).context.value).toBe(KMYBLUE_INSTANCE);
  });

  it('the page becoming visible tries again; becoming hidden does not', async () => {
    const { chart, down, get } = server();
    down.now = true;
    await settled(chart(), (s) => s.hasTag('failed'));
    down.now = false;
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(chart().getSnapshot().hasTag('failed')).toBe(true);
    expect(get).toHaveBeenCalledTimes(1);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await settled(chart(), (s) => s.hasTag('value'));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('a flapping focus asks the server once per rest, and a chance in the rest is taken at its end', async () => {
    const { chart, down, get } = server();
    down.now = true;
    await settled(chart(), (s) => s.hasTag('failed'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // the first chance is taken at once; it fails, and the tries rest
      window.dispatchEvent(new Event('focus'));
      await settled(chart(), (s) => s.matches({ failed: 'resting' }));
      expect(get).toHaveBeenCalledTimes(2);
      for (let i = 0; i < 5; i += 1) window.dispatchEvent(new Event('focus'));
      expect(
        chart()
          .getSnapshot()
          .matches({ failed: { resting: 'owed' } }),
      ).toBe(true);
      expect(get).toHaveBeenCalledTimes(2);
      down.now = false;
      await vi.advanceTimersByTimeAsync(30_000);
      await settled(chart(), (s) => s.hasTag('value'));
      expect(get).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the reader's Retry is taken even while the automatic tries rest", async () => {
    const { chart, down, get } = server();
    down.now = true;
    await settled(chart(), (s) => s.hasTag('failed'));
    window.dispatchEvent(new Event('focus'));
    await settled(chart(), (s) => s.matches({ failed: 'resting' }));
    down.now = false;
    chart().send({ type: 'RETRY' });
    await settled(chart(), (s) => s.hasTag('value'));
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('once answered, focus and network events ask nothing more', async () => {
    const { chart, get } = server();
    await idle(chart());
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    await idle(chart());
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('what status actions read from the answer', () => {
  it('translation, the kmyblue boost audiences, references and quotes, as the server says', () => {
    const instance = {
      configuration: { translation: { enabled: true } },
      fedibird_capabilities: ['kmyblue_visibility_login', 'status_reference'],
    } as unknown as ApiInstance;
    expect(statusServerFeatures(instance)).toEqual({
      translation: true,
      publicUnlisted: false,
      login: true,
      statusReference: true,
      quote: false,
    });
    expect(statusServerFeatures({ api_versions: { mastodon: 7 } } as unknown as ApiInstance).quote).toBe(true);
    expect(statusServerFeatures({ fedibird_capabilities: 'odd' } as unknown as ApiInstance)).toEqual({
      translation: false,
      publicUnlisted: false,
      login: false,
      statusReference: false,
      quote: false,
    });
  });
});
