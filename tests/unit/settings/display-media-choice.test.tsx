// @vitest-environment jsdom
/**
 * The reader's media display chosen in the settings: kept on this device per account, and it goes before what
 * the server's preferences say (signed out nothing changes: `default`).
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPreferencesStarter, useDisplayMedia } from '../../../src/services/settings/display-media';
import { chooseDisplayMedia } from '../../../src/services/settings/display-media-choice';
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

const serverSays = (media: string, me: string | null = '1') =>
  testServices({ me, api: { preferences: { get: vi.fn(async () => ({ 'reading:expand:media': media })) } } });

beforeEach(() => {
  localStorage.clear();
  setPreferencesStarter(loadPreferences);
});
afterEach(() => {
  for (const view of views) view.unmount();
  views = [];
});

describe('the media display chosen in the settings', () => {
  it("goes before the server's preference, for that account only", async () => {
    const services = serverSays('hide_all');
    const read = show(services);
    await waitForState(() => expect(read()).toBe('hide_all'));
    act(() => chooseDisplayMedia(services.store, services.server, '1', 'show_all'));
    expect(read()).toBe('show_all');
    expect(localStorage.getItem('tsubame:display-media:https://social.example|1')).toBe('show_all');

    const other = serverSays('hide_all', '2');
    const otherRead = show(other);
    await waitForState(() => expect(otherRead()).toBe('hide_all'));
  });

  it('is read back from this device when the account is shown again (a new page), even if the server fails', async () => {
    localStorage.setItem('tsubame:display-media:https://social.example|3', 'hide_all');
    const read = show(serverSays('show_all', '3'));
    await waitForState(() => expect(read()).toBe('hide_all'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(read()).toBe('hide_all');

    localStorage.setItem('tsubame:display-media:https://social.example|5', 'show_all');
    const failing = testServices({
      me: '5',
      api: { preferences: { get: vi.fn(() => Promise.reject(new Error('offline'))) } },
    });
    const failed = show(failing);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(failed()).toBe('show_all');
  });

  it('leaves an unknown kept value aside: the server says', async () => {
    localStorage.setItem('tsubame:display-media:https://social.example|4', 'blur');
    const read = show(serverSays('show_all', '4'));
    await waitForState(() => expect(read()).toBe('show_all'));
  });
});
