/**
 * The compose context from the server's raw answers: the account's posting defaults (verify_credentials source;
 * privacy public, searchability private, quote policy public, language en when absent), the server's limits (safe
 * defaults 500/4/4/50), and the kmyblue features detected from what the server says (fedibird_capabilities,
 * api_versions), never assumed.
 */
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox';
import { buildInstanceV2, SUPPORTED_MIME_TYPES } from '../../../sandbox/handlers/core/instance-info';
import { SPEC_DEFAULTS } from '../../../src/machines/compose-types';
import {
  NO_FEATURES,
  SAFE_LIMITS,
  composeContext,
  composeDefaults,
  composeFeatures,
  composeLimits,
} from '../../../src/services/compose/compose-context';

/** A Mastodon 4.4 v2/instance as it comes, without any kmyblue field. */
const mastodon = (apiVersion: number) => ({
  domain: 'mastodon.example',
  api_versions: { mastodon: apiVersion },
  configuration: {
    statuses: { max_characters: 1000, max_media_attachments: 8, characters_reserved_per_url: 23 },
    polls: { max_options: 6, max_characters_per_option: 100, min_expiration: 300, max_expiration: 2629746 },
  },
});

describe('compose context', () => {
  it('reads the sandbox (kmyblue) server: its limits and every compose feature', () => {
    const sandbox = createSandbox({});
    const instance = JSON.parse(
      JSON.stringify(buildInstanceV2(sandbox.db, `${sandbox.db.origin}/api/v2/instance`, null)),
    );
    expect(composeLimits(instance)).toEqual({
      maxCharacters: 500,
      maxMediaAttachments: 4,
      pollMaxOptions: 4,
      pollMaxCharactersPerOption: 50,
      descriptionLimit: 1500,
      // the files it takes: judged before sending
      media: {
        supportedTypes: SUPPORTED_MIME_TYPES,
        imageSizeLimit: 16_777_216,
        videoSizeLimit: 103_809_024,
      },
    });
    expect(composeFeatures(instance)).toEqual({
      kmyblueVisibility: true,
      mutual: true,
      circle: true,
      searchability: true,
      markdown: true,
      statusReference: true,
      quote: true,
    });
  });

  it('each kmyblue feature follows its own capability', () => {
    const only = (...capabilities: string[]) =>
      composeFeatures({ ...mastodon(6), fedibird_capabilities: capabilities });
    expect(only('kmyblue_visibility_login')).toEqual({ ...NO_FEATURES, kmyblueVisibility: true });
    expect(only('kmyblue_visibility_public_unlisted')).toEqual({ ...NO_FEATURES, kmyblueVisibility: true });
    expect(only('kmyblue_circle_history')).toEqual({ ...NO_FEATURES, circle: true });
    expect(only('circle')).toEqual({ ...NO_FEATURES, circle: true });
    expect(only('kmyblue_searchability')).toEqual({ ...NO_FEATURES, searchability: true });
    expect(only('kmyblue_markdown')).toEqual({ ...NO_FEATURES, markdown: true });
    expect(only('status_reference')).toEqual({ ...NO_FEATURES, statusReference: true });
    expect(only('kmyblue_quote')).toEqual({ ...NO_FEATURES, quote: true });
    expect(only('quote')).toEqual({ ...NO_FEATURES, quote: true });
    // the mutual-followers audience has its own capability (kmyblue and Fedibird both send it)
    expect(only('visibility_mutual')).toEqual({ ...NO_FEATURES, mutual: true });
    // Fedibird's own limited visibility and searchability are not kmyblue's
    expect(only('visibility_limited', 'searchability', 'emoji_reaction')).toEqual(NO_FEATURES);
    // the kmyblue API version alone says kmyblue
    expect(composeFeatures({ api_versions: { mastodon: 3, kmyblue: 2 } })).toEqual({
      kmyblueVisibility: true,
      mutual: true,
      circle: true,
      searchability: true,
      markdown: true,
      statusReference: true,
      quote: false,
    });
  });

  it('plain Mastodon has no kmyblue feature; quotes from API version 7', () => {
    expect(composeFeatures(mastodon(6))).toEqual(NO_FEATURES);
    expect(composeFeatures(mastodon(7))).toEqual({ ...NO_FEATURES, quote: true });
    expect(composeLimits(mastodon(7))).toEqual({
      maxCharacters: 1000,
      maxMediaAttachments: 8,
      pollMaxOptions: 6,
      pollMaxCharactersPerOption: 100,
    });
  });

  it('reads what the server says of the files it takes, leaving out what it does not say or says wrong', () => {
    const media = (media_attachments: unknown) =>
      composeLimits({ configuration: { ...mastodon(7).configuration, media_attachments } }).media;
    expect(media({ supported_mime_types: ['image/png', 7], image_size_limit: 10, video_size_limit: 0 })).toEqual({
      supportedTypes: ['image/png'],
      imageSizeLimit: 10,
    });
    expect(media({ supported_mime_types: 'image/png', image_size_limit: -1 })).toBeUndefined();
    expect(media(null)).toBeUndefined();
  });

  it('absent or wrong answers fall back, never crash', () => {
    for (const raw of [
      undefined,
      null,
      'instance',
      [],
      {},
      { configuration: null, api_versions: 'x', fedibird_capabilities: 'circle' },
    ]) {
      expect(composeLimits(raw)).toEqual(SAFE_LIMITS);
      expect(composeFeatures(raw)).toEqual(NO_FEATURES);
      expect(composeDefaults(raw)).toEqual(SPEC_DEFAULTS);
    }
    expect(SAFE_LIMITS).toEqual({
      maxCharacters: 500,
      maxMediaAttachments: 4,
      pollMaxOptions: 4,
      pollMaxCharactersPerOption: 50,
    });
    expect(
      composeLimits({
        configuration: { statuses: { max_characters: -1, max_media_attachments: 2.5 }, polls: { max_options: '9' } },
      }),
    ).toEqual(SAFE_LIMITS);
    expect(composeFeatures({ fedibird_capabilities: [42, null, 'kmyblue_markdown'] })).toEqual({
      ...NO_FEATURES,
      markdown: true,
    });
  });

  it('the posting defaults come from verify_credentials source', () => {
    const credentials = (source: Record<string, unknown>) => ({
      id: '1',
      username: 'alice',
      source: { note: '', fields: [], ...source },
    });
    expect(
      composeDefaults(
        credentials({
          privacy: 'unlisted',
          sensitive: true,
          language: 'ja',
          quote_policy: 'followers',
          searchability: 'public',
        }),
      ),
    ).toEqual({
      privacy: 'unlisted',
      sensitive: true,
      language: 'ja',
      quotePolicy: 'followers',
      searchability: 'public',
    });
    expect(composeDefaults(credentials({ privacy: 'public_unlisted', searchability: 'limited' }))).toMatchObject({
      privacy: 'public_unlisted',
      searchability: 'limited',
    });
    // a limited default never widens the audience
    expect(composeDefaults(credentials({ privacy: 'limited' })).privacy).toBe('private');
    // Mastodon without the kmyblue fields, with null and empty values: the defaults
    expect(
      composeDefaults(credentials({ privacy: null, sensitive: null, language: '', quote_policy: 'anyone' })),
    ).toEqual(SPEC_DEFAULTS);
    expect(SPEC_DEFAULTS).toMatchObject({
      privacy: 'public',
      searchability: 'private',
      quotePolicy: 'public',
      language: 'en',
      sensitive: false,
    });
  });

  it('gives them together for the compose input, with the audiences allowed', () => {
    expect(composeContext(mastodon(7), { source: { privacy: 'private' } })).toEqual({
      defaults: { ...SPEC_DEFAULTS, privacy: 'private' },
      limits: { maxCharacters: 1000, maxMediaAttachments: 8, pollMaxOptions: 6, pollMaxCharactersPerOption: 100 },
      features: { ...NO_FEATURES, quote: true },
      allowedPrivacy: ['public', 'unlisted', 'private', 'direct'],
    });
  });
});
