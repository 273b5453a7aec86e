import { describe, expect, it } from 'vitest';
import { displayMediaOf, normalisePreferences } from '../../../src/services/settings/server-preferences';

describe('the preferences answer', () => {
  it('reads the five documented keys', () => {
    expect(
      normalisePreferences({
        'posting:default:visibility': 'unlisted',
        'posting:default:sensitive': true,
        'posting:default:language': 'ja',
        'reading:expand:media': 'hide_all',
        'reading:expand:spoilers': true,
      }),
    ).toEqual({
      defaultVisibility: 'unlisted',
      defaultSensitive: true,
      defaultLanguage: 'ja',
      displayMedia: 'hide_all',
      expandSpoilers: true,
    });
  });

  it('falls back to the defaults for missing or malformed values', () => {
    const defaults = {
      defaultVisibility: null,
      defaultSensitive: false,
      defaultLanguage: null,
      displayMedia: 'default',
      expandSpoilers: false,
    };
    expect(normalisePreferences({})).toEqual(defaults);
    expect(normalisePreferences(null)).toEqual(defaults);
    expect(
      normalisePreferences({
        'posting:default:visibility': 3 as unknown as string,
        'posting:default:sensitive': 'yes' as unknown as boolean,
        'posting:default:language': '',
        'reading:expand:media': 'sometimes',
        'reading:expand:spoilers': 1 as unknown as boolean,
      }),
    ).toEqual(defaults);
  });

  it('media display: show_all and hide_all are kept, anything else is default', () => {
    expect(displayMediaOf('show_all')).toBe('show_all');
    expect(displayMediaOf('hide_all')).toBe('hide_all');
    for (const value of ['default', 'SHOW_ALL', '', null, undefined, 1, {}])
      expect(displayMediaOf(value)).toBe('default');
  });
});
