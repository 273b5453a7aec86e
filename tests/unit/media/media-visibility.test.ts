import { describe, expect, it } from 'vitest';
import mediaEn from '../../../src/i18n/messages/media.en.json';
import mediaJa from '../../../src/i18n/messages/media.ja.json';
import { mergeCatalogues } from '../../../src/i18n/merge';
import { createTranslator } from '../../../src/i18n/translator';
import {
  initialMediaVisible,
  mediaChrome,
  mediaOverlayText,
  pressVisibilityToggle,
  visibilityChangeEffects,
  type MessageRef,
} from '../../../src/machines/media-visibility';

const catalogues = mergeCatalogues({ 'media.en.json': mediaEn, 'media.ja.json': mediaJa });
const en = createTranslator('en', catalogues.en);
const ja = createTranslator('ja', catalogues.ja);
const text = (ref: MessageRef, translator = en) => translator.t(ref.key, ref.values);

describe('media visibility', () => {
  it('an explicit visible prop decides, whatever the setting and sensitivity', () => {
    expect(initialMediaVisible({ visible: true, displayMedia: 'hide_all', sensitive: true })).toBe(true);
    expect(initialMediaVisible({ visible: false, displayMedia: 'show_all', sensitive: false })).toBe(false);
  });

  it('show_all shows sensitive media', () => {
    expect(initialMediaVisible({ displayMedia: 'show_all', sensitive: true })).toBe(true);
  });

  it('hide_all hides media that are not sensitive', () => {
    expect(initialMediaVisible({ displayMedia: 'hide_all', sensitive: false })).toBe(false);
  });

  it('any other setting shows only media that are not sensitive', () => {
    for (const displayMedia of ['default', 'something-else']) {
      expect(initialMediaVisible({ displayMedia, sensitive: false })).toBe(true);
      expect(initialMediaVisible({ displayMedia, sensitive: true })).toBe(false);
    }
  });
});

describe('hide button', () => {
  it('without a toggle handler it flips the local state', () => {
    expect(pressVisibilityToggle({ shown: false, hasToggleHandler: false })).toEqual({ shown: true, effects: [] });
  });

  it('hiding shown media pauses video or audio', () => {
    expect(pressVisibilityToggle({ shown: true, hasToggleHandler: false })).toEqual({
      shown: false,
      effects: ['pausePlayback'],
    });
    expect(visibilityChangeEffects(true, false)).toEqual(['pausePlayback']);
  });

  it('showing or keeping the state pauses nothing', () => {
    expect(visibilityChangeEffects(false, true)).toEqual([]);
    expect(visibilityChangeEffects(true, true)).toEqual([]);
    expect(visibilityChangeEffects(false, false)).toEqual([]);
  });

  it('with a supplied toggle handler it calls the handler and leaves the state to the owner', () => {
    expect(pressVisibilityToggle({ shown: true, hasToggleHandler: true })).toEqual({
      shown: true,
      effects: ['callToggleHandler'],
    });
    expect(pressVisibilityToggle({ shown: false, hasToggleHandler: true })).toEqual({
      shown: false,
      effects: ['callToggleHandler'],
    });
  });
});

describe('overlay text', () => {
  it("uncached media: 'Preview not available' / 'Click to open' with the button disabled", () => {
    const overlay = mediaOverlayText({ uncached: true, matchedMediaFilters: ['Spoilers'], sensitive: true });
    expect(overlay.kind).toBe('uncached');
    expect(text(overlay.title)).toBe('Preview not available');
    expect(text(overlay.action)).toBe('Click to open');
    expect(overlay.disabled).toBe(true);
  });

  it("media matching a filter: 'Matches filter “{title}”' / 'Click to show'", () => {
    const overlay = mediaOverlayText({ uncached: false, matchedMediaFilters: ['Spoilers'], sensitive: true });
    expect(overlay.kind).toBe('filter');
    expect(overlay.title).toEqual({ key: 'media.overlay.filter', values: { title: 'Spoilers' } });
    expect(text(overlay.title)).toBe('Matches filter “Spoilers”');
    expect(text(overlay.action)).toBe('Click to show');
    expect(overlay.disabled).toBe(false);
  });

  it('several matching filters are named together', () => {
    const overlay = mediaOverlayText({ uncached: false, matchedMediaFilters: ['Cats', 'Dogs'], sensitive: false });
    expect(text(overlay.title)).toBe('Matches filter “Cats, Dogs”');
  });

  it("sensitive media: 'Sensitive content' / 'Click to show'", () => {
    for (const matchedMediaFilters of [false, []] as const) {
      const overlay = mediaOverlayText({ uncached: false, matchedMediaFilters, sensitive: true });
      expect(overlay.kind).toBe('sensitive');
      expect(text(overlay.title)).toBe('Sensitive content');
      expect(text(overlay.action)).toBe('Click to show');
      expect(overlay.disabled).toBe(false);
    }
  });

  it("otherwise: 'Media hidden' / 'Click to show'", () => {
    const overlay = mediaOverlayText({ uncached: false, matchedMediaFilters: false, sensitive: false });
    expect(overlay.kind).toBe('hidden');
    expect(text(overlay.title)).toBe('Media hidden');
    expect(text(overlay.action)).toBe('Click to show');
    expect(overlay.disabled).toBe(false);
  });

  it('every overlay key has a Japanese text', () => {
    const overlays = [
      mediaOverlayText({ uncached: true, matchedMediaFilters: false, sensitive: false }),
      mediaOverlayText({ uncached: false, matchedMediaFilters: ['F'], sensitive: false }),
      mediaOverlayText({ uncached: false, matchedMediaFilters: false, sensitive: true }),
      mediaOverlayText({ uncached: false, matchedMediaFilters: false, sensitive: false }),
    ];
    for (const overlay of overlays) {
      for (const ref of [overlay.title, overlay.action]) expect(text(ref, ja)).not.toBe(ref.key);
    }
  });
});

describe('media chrome', () => {
  it('editable media mode hides the overlay and the hide, download and close buttons and shows the media at once', () => {
    for (const shown of [true, false]) {
      for (const uncached of [true, false]) {
        expect(mediaChrome({ editable: true, shown, uncached })).toEqual({
          shown: true,
          overlay: false,
          hideButton: false,
          downloadButton: false,
          closeButton: false,
        });
      }
    }
  });

  it('hidden media show the overlay and no hide button', () => {
    expect(mediaChrome({ editable: false, shown: false, uncached: false })).toMatchObject({
      shown: false,
      overlay: true,
      hideButton: false,
      downloadButton: true,
      closeButton: true,
    });
  });

  it('shown media show the hide button and no overlay', () => {
    expect(mediaChrome({ editable: false, shown: true, uncached: false })).toMatchObject({
      overlay: false,
      hideButton: true,
    });
  });

  it('uncached media keep their overlay even when shown, and offer no hide button', () => {
    expect(mediaChrome({ editable: false, shown: true, uncached: true })).toMatchObject({
      overlay: true,
      hideButton: false,
    });
  });
});
