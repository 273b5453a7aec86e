import type { SandboxDb } from '../../kernel/db';
import { siteThumbnailBlurhash, siteUploadPaths } from '../../media-files/site-uploads';
import { SANDBOX_VAPID_PUBLIC_KEY } from '../../serialize/organise';

/** Limits the sandbox enforces and advertises. */
export const LIMITS = {
  maxCharacters: 500,
  maxMediaAttachments: 4,
  charactersReservedPerUrl: 23,
  pollMaxOptions: 4,
  pollMaxCharactersPerOption: 50,
  pollMinExpiration: 300,
  pollMaxExpiration: 2_629_746,
  maxReactionsPerAccount: 3,
  reactionDeckMax: 256,
  mediaDescriptionLimit: 1500,
} as const;

export const SERVER_VERSION = '4.4.0+kmyblue';
export const SOURCE_URL = 'https://github.com/kmycode/mastodon';
/**
 * The server's VAPID public key (P-256, base64url without padding, which browsers' pushManager.subscribe takes):
 * the same key every push subscription answers as server_key. The sandbox never sends push messages.
 */
export const VAPID_PUBLIC_KEY = SANDBOX_VAPID_PUBLIC_KEY;

export const SUPPORTED_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/heic',
  'image/heif',
  'image/webp',
  'image/avif',
  'video/webm',
  'video/mp4',
  'video/quicktime',
  'video/ogg',
  'audio/wave',
  'audio/wav',
  'audio/x-wav',
  'audio/x-pn-wave',
  'audio/vnd.wave',
  'audio/ogg',
  'audio/vorbis',
  'audio/mpeg',
  'audio/mp3',
  'audio/webm',
  'audio/flac',
  'audio/aac',
  'audio/m4a',
  'audio/x-m4a',
  'audio/mp4',
  'audio/3gpp',
];

export const FEDIBIRD_CAPABILITIES = [
  'favourite_hashtag',
  'favourite_domain',
  'favourite_list',
  'status_expire',
  'follow_no_delivery',
  'follow_hashtag',
  'subscribe_account',
  'subscribe_domain',
  'subscribe_keyword',
  'timeline_home_visibility',
  'timeline_no_local',
  'timeline_domain',
  'timeline_group',
  'timeline_group_directory',
  'visibility_mutual',
  'visibility_limited',
  'emoji_reaction',
  'enable_wide_emoji',
  'enable_wide_emoji_reaction',
  'kmyblue_searchability',
  'searchability',
  'kmyblue_markdown',
  'kmyblue_reaction_deck',
  'kmyblue_visibility_login',
  'status_reference',
  'kmyblue_antenna',
  'kmyblue_bookmark_category',
  'kmyblue_quote',
  'kmyblue_searchability_limited',
  'kmyblue_circle_history',
  'kmyblue_list_notification',
  'kmyblue_server_features',
  'kmyblue_emoji_license',
  'kmyblue_visibility_public_unlisted',
  'kmyblue_limited_scope',
  'kmyblue_antenna_stl',
  'kmyblue_antenna_ltl',
];

/** Named besides while the server disables the public visibility (SandboxOptions.noPublicVisibility). */
export const NO_PUBLIC_VISIBILITY_CAPABILITY = 'kmyblue_no_public_visibility';

export const TRANSLATION_LANGUAGES: Record<string, string[]> = {
  en: ['ja', 'de', 'fr', 'es'],
  ja: ['en', 'de', 'fr', 'es'],
  de: ['en', 'ja'],
  fr: ['en', 'ja'],
  es: ['en', 'ja'],
};

export const RULES = [
  { id: '1', text: 'Be kind to each other.', hint: 'No harassment, hate speech or personal attacks.' },
  { id: '2', text: 'Mark sensitive media and use content warnings.', hint: '' },
  { id: '3', text: 'No spam or advertising.', hint: 'Automated accounts must be marked as bots.' },
];

export const EXTENDED_DESCRIPTION_HTML =
  '<p>This is a simulated kmyblue server for developing and testing Tsubame.</p>' +
  '<p>Everything here is generated: accounts, posts and media are fictional and reset on restart.</p>';

/**
 * The server's own moderation of other servers, as GET /api/v1/instance/domain_blocks shows it: the domain as
 * published (partly hidden with * when the server obfuscates it), the hex SHA-256 of the real domain (so a client
 * can tell whether a domain it knows is the one meant), the severity and the public comment (null when none).
 */
export const SERVER_DOMAIN_BLOCKS: ReadonlyArray<{
  domain: string;
  digest: string;
  severity: 'silence' | 'suspend';
  comment: string | null;
}> = [
  {
    domain: 'spam.example',
    digest: '8bb6634ad532175e1c706063fd69b452bf51917f61150b14da6500c018cf8df4',
    severity: 'suspend',
    comment: 'Spam and scams.',
  },
  {
    domain: 'hatefulplace.example',
    digest: '761f15a7b61391406eebe867d52a2826caa09fa2c164ae1a4a916e327bcb332d',
    severity: 'suspend',
    comment: 'Hate speech and harassment of our members.',
  },
  {
    // floody.example, published obfuscated
    domain: 'fl****.example',
    digest: 'ffe0afaffa9298192ac779fe669bccafb9ec805e69dd9b3554470367de560743',
    severity: 'silence',
    comment: 'Floods the federated timeline with automated posts.',
  },
  {
    domain: 'crypto-giveaway.example',
    digest: 'b75bfdcc47e11bb1396fa375453a627c42df18b1164f12ab0e00f5bca67e55f5',
    severity: 'silence',
    comment: null,
  },
];

/** Puts the server's published domain blocks into an empty db (the seed). */
export function seedServerDomainBlocks(db: SandboxDb): void {
  db.domainBlocks.push(...SERVER_DOMAIN_BLOCKS.map((block) => ({ ...block })));
}

export function streamingOrigin(requestUrl: string): string {
  const url = new URL(requestUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/** The v2 instance entity with the kmyblue additions; `contact` is the serialised admin account or null. */
export function buildInstanceV2(
  db: SandboxDb,
  requestUrl: string,
  contact: unknown,
  { noPublicVisibility = false }: { noPublicVisibility?: boolean } = {},
) {
  const origin = new URL(requestUrl).origin;
  const localUsers = [...db.users.keys()].filter((id) => !db.accounts.get(id)?.suspended).length;
  return {
    domain: db.domain,
    title: 'Tsubame Sandbox',
    version: SERVER_VERSION,
    source_url: SOURCE_URL,
    description: 'A simulated kmyblue server for developing and testing the Tsubame web client.',
    usage: { users: { active_month: localUsers } },
    // the generated site uploads (media-files/site-uploads.ts): url is the @1x version, as Mastodon answers
    thumbnail: {
      url: `${origin}${siteUploadPaths.thumbnail}`,
      blurhash: siteThumbnailBlurhash(),
      versions: {
        '@1x': `${origin}${siteUploadPaths.thumbnail}`,
        '@2x': `${origin}${siteUploadPaths.thumbnail2x}`,
      },
    },
    icon: [
      { src: `${origin}${siteUploadPaths.icon(36)}`, size: '36x36' },
      { src: `${origin}${siteUploadPaths.icon(192)}`, size: '192x192' },
    ],
    languages: ['en', 'ja'],
    api_versions: { mastodon: 6 },
    configuration: {
      urls: {
        streaming: streamingOrigin(requestUrl),
        status: null,
        about: `${origin}/about`,
        privacy_policy: `${origin}/privacy-policy`,
        terms_of_service: null,
      },
      vapid: { public_key: VAPID_PUBLIC_KEY },
      accounts: {
        max_featured_tags: 10,
        max_pinned_statuses: 5,
        max_display_name_length: 30,
        max_note_length: 500,
        max_profile_fields: 4,
        profile_field_name_limit: 255,
        profile_field_value_limit: 255,
        max_avatar_description_length: 150,
        max_header_description_length: 150,
      },
      statuses: {
        max_characters: LIMITS.maxCharacters,
        max_media_attachments: LIMITS.maxMediaAttachments,
        characters_reserved_per_url: LIMITS.charactersReservedPerUrl,
      },
      media_attachments: {
        supported_mime_types: SUPPORTED_MIME_TYPES,
        description_limit: LIMITS.mediaDescriptionLimit,
        image_size_limit: 16_777_216,
        image_matrix_limit: 33_177_600,
        video_size_limit: 103_809_024,
        video_frame_rate_limit: 120,
        video_matrix_limit: 8_294_400,
      },
      polls: {
        max_options: LIMITS.pollMaxOptions,
        max_characters_per_option: LIMITS.pollMaxCharactersPerOption,
        min_expiration: LIMITS.pollMinExpiration,
        max_expiration: LIMITS.pollMaxExpiration,
      },
      translation: { enabled: true },
      limited_federation: false,
      emoji_reactions: {
        max_reactions: LIMITS.maxReactionsPerAccount,
        max_reactions_per_account: LIMITS.maxReactionsPerAccount,
      },
      reaction_deck: { max_emojis: LIMITS.reactionDeckMax },
      reactions: { max_reactions: LIMITS.maxReactionsPerAccount },
      search: { enabled: true, searchability: true },
    },
    registrations: {
      enabled: true,
      approval_required: false,
      message: null,
      min_age: null,
      reason_required: false,
      url: null,
    },
    contact: { email: 'admin@sandbox.example', account: contact },
    rules: RULES,
    fedibird_capabilities: noPublicVisibility
      ? [...FEDIBIRD_CAPABILITIES, NO_PUBLIC_VISIBILITY_CAPABILITY]
      : FEDIBIRD_CAPABILITIES,
  };
}
