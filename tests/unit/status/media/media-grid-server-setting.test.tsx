// @vitest-environment jsdom
/**
 * The media grid follows the reader's own media setting from the server (reading:expand:media) when its owner
 * gives none: hide_all covers media that are not sensitive, show_all shows sensitive ones, and the grid re-applies
 * the rule when the setting arrives after it was drawn.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPreferencesStarter } from '../../../../src/services/settings/display-media';
import { loadPreferences } from '../../../../src/services/settings/server-preferences-loader';
import { MediaGrid } from '../../../../src/views/status/media/MediaGrid';
import { apiMedia, statusWith } from './attachment-fixtures';
import { installCanvasContext, loadBlurhashDecoder, render, testServices, type Rendered } from './dom-harness';

let canvas: ReturnType<typeof installCanvasContext>;
let view: Rendered | null = null;

beforeAll(loadBlurhashDecoder);
beforeEach(() => {
  canvas = installCanvasContext();
  // the loading starts at once here (in the page it waits for the first paint)
  setPreferencesStarter((services) => loadPreferences(services));
});
afterEach(() => {
  view?.unmount();
  view = null;
  canvas.restore();
  vi.restoreAllMocks();
});

const answer = (media: string) => ({
  'posting:default:visibility': 'public',
  'posting:default:sensitive': false,
  'posting:default:language': null,
  'reading:expand:media': media,
  'reading:expand:spoilers': false,
});

async function showWithSetting(media: string, sensitive: boolean): Promise<HTMLElement> {
  let release: (value: unknown) => void = () => {};
  const get = vi.fn(() => new Promise((resolve) => (release = resolve)));
  const services = testServices({ me: '1', api: { preferences: { get } } });
  view = render(services, <MediaGrid status={statusWith({ sensitive, media_attachments: [apiMedia('1')] })} />);
  // drawn before the setting is known: the default rule (sensitive media covered)
  expect(view.container.querySelector('.media-grid')?.getAttribute('data-visible')).toBe(sensitive ? 'false' : 'true');
  await act(async () => {
    release(answer(media));
    await vi.dynamicImportSettled();
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return view.container;
}

describe('MediaGrid and the server media setting', () => {
  it('hide_all covers media that are not sensitive once the setting arrives', async () => {
    const root = await showWithSetting('hide_all', false);
    expect(root.querySelector('.media-grid')?.getAttribute('data-visible')).toBe('false');
    expect(root.querySelector('.media-overlay__title')?.textContent).toBe('Media hidden');
  });

  it('show_all shows sensitive media once the setting arrives', async () => {
    const root = await showWithSetting('show_all', true);
    expect(root.querySelector('.media-grid')?.getAttribute('data-visible')).toBe('true');
  });

  it('default keeps sensitive media covered', async () => {
    const root = await showWithSetting('default', true);
    expect(root.querySelector('.media-grid')?.getAttribute('data-visible')).toBe('false');
  });
});
