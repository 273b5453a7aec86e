// @vitest-environment jsdom
/**
 * useDisplayMedia: the signed-in reader's media display from GET /api/v1/preferences, loaded once per account
 * through the data registry after the first paint; `default` while unknown, signed out, or after a failure.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DisplayMedia } from '../../../src/machines/media-visibility';
import { ApiError } from '../../../src/domain/errors/api-error';
import {
  setPreferencesStarter,
  startPreferencesAfterPaint,
  useDisplayMedia,
  type PreferencesServices,
} from '../../../src/services/settings/display-media';
import { loadPreferences } from '../../../src/services/settings/server-preferences-loader';
import { render, testServices, type Rendered, type TestServices } from '../status/media/dom-harness';
import { waitForState } from '../../support/wait-for-state';

let views: Rendered[] = [];

function Probe() {
  return <output>{useDisplayMedia()}</output>;
}

function show(services: TestServices): () => string {
  const view = render(services, <Probe />);
  views.push(view);
  return () => view.container.querySelector('output')!.textContent!;
}

function servicesAnswering(get: () => Promise<unknown>, me: string | null = '1') {
  const preferences = { get: vi.fn(get) };
  return { services: testServices({ me, api: { preferences } }), get: preferences.get };
}

const answer = (media: unknown) => () =>
  Promise.resolve({
    'posting:default:visibility': 'public',
    'posting:default:sensitive': false,
    'posting:default:language': null,
    'reading:expand:media': media,
    'reading:expand:spoilers': false,
  });

let started: PreferencesServices[] = [];
beforeEach(() => {
  started = [];
  // the loading starts at once here (in the page it waits for the first paint)
  setPreferencesStarter((services) => {
    started.push(services);
    loadPreferences(services);
  });
});
afterEach(() => {
  for (const view of views) view.unmount();
  views = [];
});

describe('useDisplayMedia', () => {
  it.each<[unknown, DisplayMedia]>([
    ['show_all', 'show_all'],
    ['hide_all', 'hide_all'],
    ['default', 'default'],
    ['blur_everything', 'default'],
    [undefined, 'default'],
  ])('the server saying %s gives %s', async (media, expected) => {
    const { services, get } = servicesAnswering(answer(media));
    const read = show(services);
    expect(read()).toBe('default');
    await waitForState(() => expect(get).toHaveBeenCalledTimes(1));
    await waitForState(() => expect(read()).toBe(expected));
  });

  it('stays default when the fetch fails, without an alert', async () => {
    const { services, get } = servicesAnswering(() =>
      Promise.reject(
        new ApiError({ kind: 'response', status: 500, message: 'boom', statusText: 'Internal Server Error' }),
      ),
    );
    const read = show(services);
    await waitForState(() => expect(get).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(read()).toBe('default');
    expect(services.alerts.getSnapshot()).toEqual([]);
  });

  it('asks nothing and says default when signed out', async () => {
    const { services, get } = servicesAnswering(answer('hide_all'), null);
    const read = show(services);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(get).not.toHaveBeenCalled();
    expect(started).toEqual([]);
    expect(read()).toBe('default');
  });

  it('loads once per account, however many views ask and come back', async () => {
    const { services, get } = servicesAnswering(answer('show_all'));
    const first = show(services);
    const second = show(services);
    await waitForState(() => expect(first()).toBe('show_all'));
    expect(second()).toBe('show_all');
    views.shift()!.unmount();
    const third = show(services);
    expect(third()).toBe('show_all');
    expect(get).toHaveBeenCalledTimes(1);

    const other = servicesAnswering(answer('hide_all'), '2');
    const otherRead = show(other.services);
    await waitForState(() => expect(otherRead()).toBe('hide_all'));
    expect(third()).toBe('show_all');
    expect(other.get).toHaveBeenCalledTimes(1);
  });

  it('in the page, the loading waits for the first paint and downloads the loader then', async () => {
    setPreferencesStarter(startPreferencesAfterPaint);
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      const { services, get } = servicesAnswering(answer('hide_all'));
      const read = show(services);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(get).not.toHaveBeenCalled();
      for (const frame of frames.splice(0)) frame(performance.now());
      await waitForState(() => expect(read()).toBe('hide_all'));
      expect(get).toHaveBeenCalledTimes(1);
    } finally {
      raf.mockRestore();
    }
  });
});
