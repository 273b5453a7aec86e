import type { SandboxDb } from '../kernel/db';
import type { CustomEmojiRecord } from '../kernel/records';
import { mediaPaths } from '../media-files';
import { customEmojiKey } from '../serialize/emoji';
import { DOMAINS } from './names';

interface EmojiSpec {
  shortcode: string;
  category: string | null;
  visible_in_picker?: boolean;
  domain?: string;
}

const LOCAL_EMOJI: EmojiSpec[] = [
  { shortcode: 'tsubame', category: 'Birds' },
  { shortcode: 'tsubame_fly', category: 'Birds' },
  { shortcode: 'owl', category: 'Birds' },
  { shortcode: 'blobcat', category: 'Blobs' },
  { shortcode: 'blobcat_heart', category: 'Blobs' },
  { shortcode: 'blobcat_thinking', category: 'Blobs' },
  { shortcode: 'blobfox', category: 'Blobs' },
  { shortcode: 'kmyblue', category: 'Servers' },
  { shortcode: 'mastodon', category: 'Servers' },
  { shortcode: 'ok_hand_sign', category: null },
  { shortcode: 'thx', category: null },
  { shortcode: 'partyparrot', category: 'Animated' },
  { shortcode: 'admin_badge', category: 'Staff', visible_in_picker: false },
  { shortcode: 'secret_handshake', category: null, visible_in_picker: false },
];

/** Remote custom emoji, cached from other servers (used in remote profiles, posts and reactions). */
export const REMOTE_EMOJI: EmojiSpec[] = [
  { shortcode: 'nyan', category: null, domain: DOMAINS.misskey },
  { shortcode: 'ablobcat_bounce', category: null, domain: DOMAINS.kmyblue },
  { shortcode: 'sakura', category: null, domain: DOMAINS.idn },
  { shortcode: 'blobcat', category: null, domain: DOMAINS.kmyblue },
];

export const LOCAL_REACTION_EMOJI = ['blobcat', 'tsubame', 'kmyblue', 'blobcat_heart', 'partyparrot'] as const;

export function seedCustomEmoji(db: SandboxDb): void {
  for (const spec of [...LOCAL_EMOJI, ...REMOTE_EMOJI]) {
    const domain = spec.domain ?? null;
    const key = customEmojiKey(spec.shortcode, domain);
    const url = mediaPaths.emoji(key);
    const record: CustomEmojiRecord = {
      shortcode: spec.shortcode,
      url,
      static_url: url,
      visible_in_picker: spec.visible_in_picker ?? true,
      category: spec.category,
      domain,
    };
    db.customEmojis.set(key, record);
  }
}
