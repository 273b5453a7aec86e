/**
 * A notification's sentence (notification-sentence.ts), rendered two ways from the one translation: as
 * elements, where each account is its display name (custom emoji included) linking to its profile and an
 * emoji is its picture, and as plain text for the row's accessible name. The translated sentence decides
 * where names go: it is translated with markers in their place, then split at the markers.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Translator } from '../../../i18n/translator';
import { shownName } from '../../../domain/entities/account';
import type { Account } from '../../../domain/entities';
import type { NotificationEmojiReaction } from '../../../domain/entities/notification-parts';
import { profilePath } from '../../../services/routing/paths';
import { CustomEmoji } from '../../common/CustomEmoji';
import { DisplayName } from '../../common/DisplayName';
import { InternalLink } from '../../common/InternalLink';
import type { SentenceSpec } from './notification-sentence';

const PREFIX = 'notifications.types.';
const MARK = '\u0000';
const SLOT_NAMES = ['name', 'target', 'emoji'] as const;
type SlotName = (typeof SLOT_NAMES)[number];
const SLOT_PATTERN = new RegExp(`${MARK}(${SLOT_NAMES.join('|')})${MARK}`);

/** Server text never carries a marker, so it can never take a name's place. */
const unmarked = (value: string | number) => (typeof value === 'string' ? value.split(MARK).join('') : value);

function plainValues(spec: SentenceSpec): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(spec.values ?? {})) out[key] = unmarked(value);
  if (spec.count !== undefined) out.count = spec.count;
  return out;
}

export function accountName(account: Account | null | undefined, t: Translator['t']): string {
  return account == null ? t(`${PREFIX}someone`) : shownName(account.display_name, account.username);
}

/** A custom emoji by its :shortcode:, a Unicode one as itself. */
export function emojiText(emoji: NotificationEmojiReaction): string {
  return emoji.url === null ? emoji.name : `:${emoji.name}:`;
}

/** The sentence as plain text. */
export function sentenceText(spec: SentenceSpec, t: Translator['t']): string {
  return t(`${PREFIX}${spec.key}`, {
    ...plainValues(spec),
    name: accountName(spec.name, t),
    target: spec.target == null ? t(`${PREFIX}anAccount`) : accountName(spec.target, t),
    emoji: spec.emoji === undefined ? '' : emojiText(spec.emoji),
  });
}

export function AccountNameLink({ account }: { account: Account }) {
  return (
    <InternalLink to={profilePath(account.acct)} className="notification__name">
      <DisplayName account={account} />
    </InternalLink>
  );
}

export function ReactionEmoji({ emoji }: { emoji: NotificationEmojiReaction }) {
  if (emoji.url === null || emoji.static_url === null)
    return <span className="notification__emoji">{emoji.url === null ? emoji.name : `:${emoji.name}:`}</span>;
  return (
    <CustomEmoji
      shortcode={emoji.name}
      url={emoji.url}
      staticUrl={emoji.static_url}
      className="notification__emoji notification__emoji--custom"
    />
  );
}

function slotNode(slot: SlotName, spec: SentenceSpec, t: Translator['t'], key: number): ReactNode {
  if (slot === 'emoji') return spec.emoji === undefined ? null : <ReactionEmoji key={key} emoji={spec.emoji} />;
  const account = slot === 'name' ? spec.name : spec.target;
  if (account == null) return <span key={key}>{t(`${PREFIX}${slot === 'name' ? 'someone' : 'anAccount'}`)}</span>;
  return <AccountNameLink key={key} account={account} />;
}

/** The sentence as elements. */
export function Sentence({ spec }: { spec: SentenceSpec }) {
  const { t } = useTranslation();
  const marked = t(`${PREFIX}${spec.key}`, {
    ...plainValues(spec),
    name: `${MARK}name${MARK}`,
    target: `${MARK}target${MARK}`,
    emoji: `${MARK}emoji${MARK}`,
  });
  // split with a capturing group: odd parts are the slot names, even parts the text between them
  const parts = marked.split(SLOT_PATTERN);
  return (
    <span className="notification__sentence">
      {parts.map((part, index) => (index % 2 === 0 ? part : slotNode(part as SlotName, spec, t, index)))}
    </span>
  );
}
