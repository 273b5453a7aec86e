import { describe, expect, it } from 'vitest';
import {
  attachmentAspect,
  focusPosition,
  formatDuration,
  gridAspect,
  gridItems,
  gridLayoutClass,
} from '../../../../src/views/status/media/media-layout';
import {
  initialMediaVisible,
  isMediaSensitive,
  isUncached,
  mediaOverlayFor,
} from '../../../../src/views/status/media/media-visibility';
import { apiMedia, blurFilterResult, statusWith } from './attachment-fixtures';

describe('media visibility', () => {
  it('an explicit visible prop wins over every setting', () => {
    expect(initialMediaVisible({ visible: true, displayMedia: 'hide_all', sensitive: true })).toBe(true);
    expect(initialMediaVisible({ visible: false, displayMedia: 'show_all', sensitive: false })).toBe(false);
  });

  it('show_all shows sensitive media', () => {
    expect(initialMediaVisible({ displayMedia: 'show_all', sensitive: true })).toBe(true);
  });

  it('hide_all hides non-sensitive media', () => {
    expect(initialMediaVisible({ displayMedia: 'hide_all', sensitive: false })).toBe(false);
  });

  it('the default setting shows only non-sensitive media', () => {
    expect(initialMediaVisible({ displayMedia: 'default', sensitive: false })).toBe(true);
    expect(initialMediaVisible({ displayMedia: 'default', sensitive: true })).toBe(false);
  });

  it('a blur filter match makes the media sensitive', () => {
    expect(isMediaSensitive(statusWith({ sensitive: false }))).toBe(false);
    expect(isMediaSensitive(statusWith({ sensitive: true }))).toBe(true);
    expect(isMediaSensitive(statusWith({ filtered: [blurFilterResult('Spiders')] } as never))).toBe(true);
  });

  it('uncached means a remote file without a local url, or the unknown type', () => {
    expect(isUncached({ type: 'image', url: null, remote_url: 'https://remote.example/a.png' })).toBe(true);
    expect(isUncached({ type: 'unknown', url: null, remote_url: null })).toBe(true);
    expect(
      isUncached({ type: 'image', url: 'https://files.example/a.png', remote_url: 'https://remote.example/a.png' }),
    ).toBe(false);
    // still processing locally: no url and no remote copy is not "uncached"
    expect(isUncached({ type: 'image', url: null, remote_url: null })).toBe(false);
  });

  it('the overlay says uncached first, then the filter, then sensitive, else hidden', () => {
    expect(mediaOverlayFor({ uncached: true, matchedMediaFilters: ['A'], sensitive: true })).toEqual({
      kind: 'uncached',
    });
    expect(mediaOverlayFor({ uncached: false, matchedMediaFilters: ['A', 'B'], sensitive: true })).toEqual({
      kind: 'filter',
      title: 'A, B',
    });
    expect(mediaOverlayFor({ uncached: false, matchedMediaFilters: false, sensitive: true })).toEqual({
      kind: 'sensitive',
    });
    expect(mediaOverlayFor({ uncached: false, matchedMediaFilters: false, sensitive: false })).toEqual({
      kind: 'hidden',
    });
  });
});

describe('media grid geometry', () => {
  it('names the layout after the tile count, at most four', () => {
    expect([1, 2, 3, 4, 6].map(gridLayoutClass)).toEqual([
      'media-grid--1',
      'media-grid--2',
      'media-grid--3',
      'media-grid--4',
      'media-grid--4',
    ]);
    expect(gridItems([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4]);
  });

  it('a lone picture keeps its own aspect, clamped; several share 16:9', () => {
    const media = (width: number, height: number) =>
      statusWith({
        media_attachments: [apiMedia('1', { meta: { original: { width, height } } })],
      }).media_attachments;
    expect(gridAspect(media(1600, 1200))).toBeCloseTo(4 / 3);
    expect(gridAspect(media(1000, 4000))).toBeCloseTo(3 / 4);
    expect(gridAspect(media(4000, 1000))).toBe(2);
    const two = statusWith({ media_attachments: [apiMedia('1'), apiMedia('2')] }).media_attachments;
    expect(gridAspect(two)).toBeCloseTo(16 / 9);
  });

  it('reads the aspect from meta.small before meta.original', () => {
    const [only] = statusWith({
      media_attachments: [apiMedia('1', { meta: { small: { aspect: 2 }, original: { width: 100, height: 100 } } })],
    }).media_attachments;
    expect(attachmentAspect(only!)).toBe(2);
  });

  it('turns the focus point into object-position (x right, y up)', () => {
    expect(focusPosition(null)).toBe('50% 50%');
    expect(focusPosition({ x: 0, y: 0 })).toBe('50% 50%');
    expect(focusPosition({ x: -1, y: 1 })).toBe('0% 0%');
    expect(focusPosition({ x: 1, y: -1 })).toBe('100% 100%');
    expect(focusPosition({ x: 0.5, y: -0.2 })).toBe('75% 60%');
  });

  it('formats durations as mm:ss, adding hours from one hour', () => {
    expect(formatDuration(31.5)).toBe('00:31');
    expect(formatDuration(96.3)).toBe('01:36');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
